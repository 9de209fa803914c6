import './couriers-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Courier, type CourierInput, courierInput } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { fieldError } from '../../lib/form';
import { Heading } from '../../ui/heading';
import { LinkButton } from '../../ui/link-button';
import { NumericField } from '../../ui/numeric-field';
import { applyNestedServerErrors, hasShownFieldErrors } from '../../ui/server-errors';
import { courierKeys, courierQuery, couriersApi } from './couriers.api';
import { COURIER_ACCESS } from './couriers.routes';
import { QuotePanel } from './quote-panel';
import { blankRate, RegionCard } from './region-card';
import { useCourierUi } from './use-courier-ui';

const shownField = (key: string) => key !== '_';
const blankRegion = (): CourierInput['regions'][number] => ({ name: '', states: [], rates: [blankRate()] });
const EMPTY: CourierInput = {
  name: '',
  active: true,
  freeShippingMin: null,
  handlingFee: 0,
  trackingUrlTemplate: '',
  regions: [blankRegion()],
};
const toInput = ({
  name,
  active,
  freeShippingMin,
  handlingFee,
  trackingUrlTemplate,
  regions,
}: Courier): CourierInput => ({
  name,
  active,
  freeShippingMin,
  handlingFee,
  trackingUrlTemplate: trackingUrlTemplate ?? '',
  regions: regions.map(({ name: regionName, states, rates }) => ({ name: regionName, states, rates })),
});

/** /courier/new and /courier/edit/:id: the courier with its regions as cards. */
export function CourierFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { currencyLabel } = useCourierUi(COURIER_ACCESS.edit);
  const existing = useQuery({ ...courierQuery(id ?? ''), enabled: !!id });
  const form = useForm<CourierInput, unknown, z.output<typeof courierInput>>({
    resolver: zodResolver(courierInput),
    defaultValues: EMPTY,
  });
  const regions = useFieldArray({ control: form.control, name: 'regions', keyName: '_key' });
  const chosen = form.watch('regions').map((region) => region.states);

  useEffect(() => {
    if (existing.data) form.reset(toInput(existing.data));
  }, [existing.data, form]);

  const save = useMutation({
    mutationFn: (values: CourierInput) => (id ? couriersApi.update(id, values) : couriersApi.create(values)),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: courierKeys.all });
      void navigate('/courier');
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shownField),
  });
  const money = (name: 'freeShippingMin' | 'handlingFee', hint: string) => (
    <NumericField
      control={form.control}
      name={name}
      kind="money"
      label={t(`couriers.${name}`)}
      description={t(`couriers.${hint}`)}
      currencyLabel={currencyLabel}
    />
  );
  const regionsError = form.formState.errors.regions?.message ?? form.formState.errors.regions?.root?.message;

  if (id && existing.isPending) return <SkeletonBlock rows={8} />;
  if (id && existing.error)
    return <ErrorState message={existing.error.message} onRetry={() => void existing.refetch()} />;

  return (
    <Stack gap="lg" maw={960}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="courier-form">
        <Stack gap="lg">
          <Heading page title={id ? t('couriers.edit') : t('couriers.new')} hint={t('couriers.formHint')} />
          {save.error && !hasShownFieldErrors(save.error, shownField) && <ErrorAlert error={save.error} />}
          {save.error && hasShownFieldErrors(save.error, shownField) && (
            <Alert color="red" role="alert" variant="light">
              {t('couriers.fixErrors')}
            </Alert>
          )}
          <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <TextInput
                label={t('couriers.name')}
                required
                {...form.register('name')}
                error={fieldError(t, form.formState.errors.name)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {money('freeShippingMin', 'freeShippingHint')}
                {money('handlingFee', 'handlingFeeHint')}
              </SimpleGrid>
              <TextInput
                label={t('couriers.trackingUrl')}
                description={t('couriers.trackingUrlHint')}
                placeholder="https://tracker.example/{tracking}"
                inputMode="url"
                {...form.register('trackingUrlTemplate')}
                error={fieldError(t, form.formState.errors.trackingUrlTemplate)}
                data-testid="courier-tracking-url"
              />
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <Switch
                    label={t('couriers.activeLabel')}
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    name={field.name}
                  />
                )}
              />
            </Stack>
          </Card>
          <Title order={2} size="h4">
            {t('couriers.regions')}
          </Title>
          {regionsError && (
            <Alert color="red" role="alert">
              {t(regionsError)}
            </Alert>
          )}
          {regions.fields.map((region, index) => (
            <RegionCard
              key={region._key}
              form={form}
              index={index}
              currencyLabel={currencyLabel}
              takenStates={chosen.filter((_, other) => other !== index).flat()}
              onRemove={regions.fields.length > 1 ? () => regions.remove(index) : undefined}
            />
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => regions.append(blankRegion())}
              data-testid="region-add"
            >
              {t('couriers.addRegion')}
            </Button>
            <Group gap="xs">
              <LinkButton to="/courier" variant="subtle">
                {t('common.cancel')}
              </LinkButton>
              <Button type="submit" loading={save.isPending} data-testid="courier-save">
                {t('couriers.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {id && <QuotePanel />}
    </Stack>
  );
}
