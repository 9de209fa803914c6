import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, PasswordInput, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { operatorCompanyCreate } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { operatorApi, operatorKeys, operatorQueries } from './operator.api';

type Input = z.input<typeof operatorCompanyCreate>;
type Output = z.output<typeof operatorCompanyCreate>;

/** A new company on its host, with its HQ user, subscribed to a plan when one is chosen. */
export function CompanyFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery({ ...operatorQueries.plans(), enabled: opened });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(operatorCompanyCreate),
    defaultValues: { name: '', host: '', currency: 'MYR', hqEmail: '', hqPassword: '', planId: null, billingDay: 1 },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: operatorApi.createCompany,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.companies });
      notifications.show({ color: 'teal', message });
      form.reset();
      onClose();
    },
    onError: (error) =>
      applyServerErrors(error, form.setError, ['name', 'host', 'hqEmail', 'hqPassword', 'planId', 'billingDay']),
  });
  const planOptions = (plans.data ?? [])
    .filter((plan) => plan.active)
    .map((plan) => ({ value: plan.id, label: plan.name }));
  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={t('operator.companies.create')}
      form={form}
      save={create}
      testId="company-form"
    >
      <TextInput
        label={t('operator.field.name')}
        required
        {...form.register('name')}
        error={fieldError(t, errors.name)}
      />
      <TextInput
        label={t('operator.field.host')}
        placeholder="shop.example.com"
        required
        {...form.register('host')}
        error={fieldError(t, errors.host)}
      />
      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => (
          <Select
            label={t('operator.field.currency')}
            data={['MYR', 'IDR']}
            value={field.value ?? 'MYR'}
            onChange={(value) => field.onChange(value ?? 'MYR')}
            allowDeselect={false}
          />
        )}
      />
      <TextInput
        label={t('operator.field.hqEmail')}
        type="email"
        required
        {...form.register('hqEmail')}
        error={fieldError(t, errors.hqEmail)}
      />
      <PasswordInput
        label={t('operator.field.hqPassword')}
        required
        autoComplete="new-password"
        {...form.register('hqPassword')}
        error={fieldError(t, errors.hqPassword)}
      />
      <Controller
        control={form.control}
        name="planId"
        render={({ field }) => (
          <Select
            label={t('operator.field.plan')}
            data={planOptions}
            value={field.value ?? null}
            onChange={field.onChange}
            clearable
            placeholder={t('operator.companies.noPlan')}
            error={fieldError(t, errors.planId)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="billingDay"
        render={({ field }) => (
          <NumberInput
            label={t('operator.field.billingDay')}
            description={t('operator.field.billingDayHint')}
            min={1}
            max={28}
            allowDecimal={false}
            value={field.value ?? 1}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value) || 1)}
            error={fieldError(t, errors.billingDay)}
          />
        )}
      />
    </ModalForm>
  );
}
