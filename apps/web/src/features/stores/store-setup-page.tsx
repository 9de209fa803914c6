import './stores-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { type StoreKind, type StoreSetupInput, type StoreSetupView, storeSetupInput } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { fieldError } from '../../lib/form';
import { useMoney } from '../../ui/money';
import { SettingsForm, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { Thumb } from '../../ui/thumb';
import { StoreFrame } from './store-ui';
import { storeApi, storeKeys, storeSetupQuery } from './stores.api';

const FIELDS = [
  'productIds',
  'openingHours',
  'delivery.shipping',
  'delivery.pickup',
  'delivery.pickupAddress',
] as const;

function SetupForm({ kind, setup }: { kind: StoreKind; setup: StoreSetupView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useForm<StoreSetupInput, unknown, z.output<typeof storeSetupInput>>({
    resolver: zodResolver(storeSetupInput),
    defaultValues: {
      productIds: setup.products.filter((product) => product.listed).map((product) => product.productId),
      openingHours: setup.openingHours,
      delivery: setup.delivery,
    },
  });
  const { errors } = form.formState;
  const save = useSettingsSave(form, {
    save: (values) => storeApi.saveSetup(kind, values),
    queryKey: storeKeys.setup(kind),
    fields: FIELDS,
  });
  const pickup = form.watch('delivery.pickup');
  const productErrors = (Array.isArray(errors.productIds) ? errors.productIds : []) as Array<
    { message?: string } | undefined
  >;
  const productError = productErrors.find(Boolean);
  return (
    <SettingsForm form={form} save={save} testId="store-setup-form" saveTestId="store-setup-save">
      <SettingsSection title={t('stores.setup.products')} hint={t('stores.setup.productsHint')}>
        {setup.products.length === 0 ? (
          <EmptyList title={t('stores.setup.noProducts')} description={t('stores.setup.noProductsHint')} />
        ) : (
          <Controller
            control={form.control}
            name="productIds"
            render={({ field }) => (
              <Checkbox.Group value={field.value} onChange={field.onChange} error={fieldError(t, productError)}>
                <Stack gap="xs" data-testid="store-products">
                  {setup.products.map((product) => (
                    <Checkbox.Card
                      key={product.productId}
                      value={product.productId}
                      radius="md"
                      p="xs"
                      data-testid="store-product"
                      data-product={product.name}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <Checkbox.Indicator />
                        <Thumb url={product.coverImage} alt={product.name} size={40} />
                        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" fw={500} truncate>
                            {product.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {product.sku}
                          </Text>
                        </Stack>
                        <Text size="sm" fw={500}>
                          {money(product.storePrice)}
                        </Text>
                      </Group>
                    </Checkbox.Card>
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        )}
      </SettingsSection>
      <SettingsSection title={t('stores.setup.hours')} hint={t('stores.setup.hoursHint')}>
        <Textarea
          label={t('stores.field.openingHours')}
          placeholder={t('stores.field.openingHoursExample')}
          autosize
          minRows={2}
          {...form.register('openingHours')}
          error={fieldError(t, errors.openingHours)}
        />
      </SettingsSection>
      <SettingsSection
        title={t('stores.setup.delivery')}
        hint={t(kind === 'e_koop' ? 'stores.setup.deliveryKoop' : 'stores.setup.deliveryHint')}
      >
        {kind !== 'e_koop' && (
          <Controller
            control={form.control}
            name="delivery.shipping"
            render={({ field }) => (
              <Switch
                label={t('stores.field.shipping')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                error={fieldError(t, errors.delivery?.shipping)}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="delivery.pickup"
          render={({ field }) => (
            <Switch
              label={t('stores.field.pickup')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={fieldError(t, errors.delivery?.pickup)}
            />
          )}
        />
        {pickup && (
          <Textarea
            label={t('stores.field.pickupAddress')}
            autosize
            minRows={2}
            required
            {...form.register('delivery.pickupAddress')}
            error={fieldError(t, errors.delivery?.pickupAddress)}
          />
        )}
      </SettingsSection>
    </SettingsForm>
  );
}

function SetupLoader({ kind }: { kind: StoreKind }) {
  const setup = useQuery(storeSetupQuery(kind));
  if (setup.error) return <ErrorState message={setup.error.message} onRetry={() => void setup.refetch()} />;
  if (!setup.data) return <SkeletonBlock rows={8} />;
  return <SetupForm kind={kind} setup={setup.data} />;
}

/** /{kind}/setup: the products the store lists at their store price, its opening hours and delivery. */
export function StoreSetupPage({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation();
  return (
    <StoreFrame kind={kind} title={t(`stores.kind.${kind}`)} subtitle={t('stores.setup.subtitle')}>
      {() => <SetupLoader kind={kind} />}
    </StoreFrame>
  );
}
