import './payouts-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMMISSION_TYPES,
  type CommissionSettings,
  type CommissionType,
  commissionSettingsInput,
  MONTHLY_COMMISSION_TYPES,
  ORDER_COMMISSION_TYPES,
} from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCurrentUser } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { applyServerErrors, hasFieldErrors } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { PageHeader } from '../../ui/page-header';
import { commissionSettingsQuery, payoutApi, payoutKeys } from './payouts.api';

type Values = z.input<typeof commissionSettingsInput>;
type Output = z.output<typeof commissionSettingsInput>;

/** /company/commission-settings: each commission type on or off, zerorise overriding, minimum payout, statements. */
export function CommissionSettingsPage() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useQuery(commissionSettingsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('payouts.menu.settings')} subtitle={t('payouts.settings.subtitle')} />
      {isPending ? (
        <Card withBorder radius="lg" padding="lg">
          <SkeletonBlock rows={6} />
        </Card>
      ) : error || !data ? (
        <ErrorState message={error?.message ?? ''} onRetry={() => void refetch()} />
      ) : (
        <SettingsForm settings={data} />
      )}
    </Stack>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <div>
          <Text fw={600}>{title}</Text>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: CommissionSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const currencyLabel = useCurrentUser()?.company.currency === 'IDR' ? 'Rp' : 'RM';
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(commissionSettingsInput) });
  useEffect(() => form.reset(settings), [settings, form]);
  const save = useMutation({
    mutationFn: (values: Output) => payoutApi.saveSettings(values),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(payoutKeys.settings(), data);
      notifications.show({ color: 'teal', message });
    },
    onError: (failure) => applyServerErrors(failure, form.setError, ['minPayout', 'commissionOff'] as const),
  });
  const typeSwitch = (type: CommissionType) => (
    <Controller
      key={type}
      control={form.control}
      name="commissionOff"
      render={({ field }) => {
        const off = new Set(field.value ?? []);
        return (
          <Switch
            label={t(`payouts.type.${type}`)}
            description={t(`payouts.typeHint.${type}`)}
            checked={!off.has(type)}
            data-testid={`type-${type}`}
            onChange={(event) => {
              if (event.currentTarget.checked) off.delete(type);
              else off.add(type);
              field.onChange(COMMISSION_TYPES.filter((each) => off.has(each)));
            }}
          />
        );
      }}
    />
  );
  const flag = (name: 'zeroriseOverriding' | 'incomeStatement' | 'cp58Feature') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`payouts.settings.${name}`)}
          description={t(`payouts.settings.${name}Hint`)}
          checked={Boolean(field.value)}
          data-testid={`flag-${name}`}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="commission-settings">
      <Stack gap="md">
        {save.error && !hasFieldErrors(save.error) && <ErrorAlert error={save.error} />}
        <Section title={t('payouts.settings.perOrder')} hint={t('payouts.settings.perOrderHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {ORDER_COMMISSION_TYPES.map(typeSwitch)}
          </SimpleGrid>
          {flag('zeroriseOverriding')}
        </Section>
        <Section title={t('payouts.settings.monthly')} hint={t('payouts.settings.monthlyHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {MONTHLY_COMMISSION_TYPES.map(typeSwitch)}
          </SimpleGrid>
        </Section>
        <Section title={t('payouts.settings.payouts')} hint={t('payouts.settings.payoutsHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumericField
              control={form.control}
              name="minPayout"
              kind="money"
              currencyLabel={currencyLabel}
              label={t('payouts.settings.minPayout')}
              description={t('payouts.settings.minPayoutHint')}
            />
          </SimpleGrid>
        </Section>
        <Section title={t('payouts.settings.statements')}>
          {flag('incomeStatement')}
          {flag('cp58Feature')}
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="commission-settings-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
