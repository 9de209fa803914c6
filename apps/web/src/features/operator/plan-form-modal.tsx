import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PlanView, planInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { NumericField } from '../../ui/numeric-field';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { operatorApi, operatorKeys } from './operator.api';

type Input = z.input<typeof planInput>;
type Output = z.output<typeof planInput>;

const valuesOf = (plan: PlanView | null): Input => ({
  name: plan?.name ?? '',
  monthlyPrice: plan?.monthlyPrice ?? 0,
  currency: plan?.currency ?? 'MYR',
  limits: { agents: plan?.limits.agents ?? null, staff: plan?.limits.staff ?? null },
  dueDays: plan?.dueDays ?? 14,
  graceDays: plan?.graceDays ?? 7,
  active: plan?.active ?? true,
});

/** A whole number field whose empty value means "none" (an unlimited limit) or its default. */
function WholeNumber({
  form,
  name,
  label,
  description,
  empty,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  name: FieldPath<Input>;
  label: string;
  description?: string;
  empty: number | null;
}) {
  const { t } = useTranslation();
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          min={0}
          allowDecimal={false}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : empty)}
          error={fieldError(t, error as { message?: string } | undefined)}
        />
      )}
    />
  );
}

/** Creates a plan, or edits one (switching "offered" off deactivates it). */
export function PlanFormModal({
  plan,
  opened,
  onClose,
}: {
  plan: PlanView | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(planInput), defaultValues: valuesOf(plan) });
  useEffect(() => {
    if (opened) form.reset(valuesOf(plan));
  }, [opened, plan, form]);
  const save = useMutation({
    mutationFn: (values: Output) => (plan ? operatorApi.updatePlan(plan.id, values) : operatorApi.createPlan(values)),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => applyNestedServerErrors(error, form.setError, () => true),
  });
  const { errors } = form.formState;
  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={t(plan ? 'operator.plans.edit' : 'operator.plans.create')}
      form={form}
      save={save}
      testId="plan-form"
    >
      <TextInput
        label={t('operator.field.name')}
        required
        {...form.register('name')}
        error={fieldError(t, errors.name)}
      />
      <SimpleGrid cols={2}>
        <NumericField
          control={form.control}
          name="monthlyPrice"
          kind="money"
          label={t('operator.field.monthlyPrice')}
          required
          currencyLabel={form.watch('currency') === 'IDR' ? 'Rp' : 'RM'}
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
        <WholeNumber
          form={form}
          name="limits.agents"
          label={t('operator.field.agentLimit')}
          description={t('operator.field.limitHint')}
          empty={null}
        />
        <WholeNumber
          form={form}
          name="limits.staff"
          label={t('operator.field.staffLimit')}
          description={t('operator.field.limitHint')}
          empty={null}
        />
        <WholeNumber form={form} name="dueDays" label={t('operator.field.dueDays')} empty={14} />
        <WholeNumber form={form} name="graceDays" label={t('operator.field.graceDays')} empty={7} />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t('operator.field.active')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </ModalForm>
  );
}
