import './couriers-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Branch, type BranchInput, branchInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { useStateNames } from '../reference';
import { courierKeys, couriersApi } from './couriers.api';

type Props = { branch: Branch | 'new' | null; onClose: () => void };
const shownField = (key: string) => key !== '_';

const toInput = (branch: Branch | 'new' | null): BranchInput =>
  branch && branch !== 'new'
    ? {
        id: branch.id,
        name: branch.name,
        selfPickup: branch.selfPickup,
        address1: branch.address1 ?? '',
        address2: branch.address2 ?? '',
        postcode: branch.postcode ?? '',
        city: branch.city ?? '',
        state: branch.state ?? '',
        country: branch.country,
        phone: branch.phone ?? '',
        pickupHours: branch.pickupHours ?? '',
      }
    : {
        name: '',
        selfPickup: true,
        address1: '',
        address2: '',
        postcode: '',
        city: '',
        state: '',
        phone: '',
        pickupHours: '',
      };

/** Adds or edits a branch: its address, phone, and whether (and when) buyers may collect there. */
export function BranchFormModal({ branch, onClose }: Props) {
  const stateNames = useStateNames();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<BranchInput, unknown, z.output<typeof branchInput>>({ resolver: zodResolver(branchInput) });
  const errors = form.formState.errors;
  useEffect(() => form.reset(toInput(branch)), [branch, form]);

  const save = useMutation({
    mutationFn: couriersApi.saveBranch,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: courierKeys.branches() });
      onClose();
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, shownField),
  });
  const text = (
    name: 'name' | 'address1' | 'address2' | 'postcode' | 'city' | 'phone' | 'pickupHours',
    required = false,
  ) => (
    <TextInput
      label={t(`branches.${name}`)}
      required={required}
      {...form.register(name)}
      error={fieldError(t, errors[name])}
    />
  );

  return (
    <ModalForm
      opened={!!branch}
      onClose={onClose}
      title={branch === 'new' ? t('branches.add') : t('branches.editTitle')}
      size="lg"
      form={form}
      save={save}
      testId="branch-form"
      gap="sm"
      shownField={shownField}
      saveLabel={t('branches.save')}
      saveTestId="branch-save"
    >
      {text('name', true)}
      {text('address1')}
      {text('address2')}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {text('postcode')}
        {text('city')}
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('branches.state')}
              data={stateNames}
              searchable
              clearable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldError(t, errors.state)}
            />
          )}
        />
      </SimpleGrid>
      {text('phone')}
      <Controller
        control={form.control}
        name="selfPickup"
        render={({ field }) => (
          <Switch
            label={t('branches.selfPickup')}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            name={field.name}
          />
        )}
      />
      {text('pickupHours')}
    </ModalForm>
  );
}
