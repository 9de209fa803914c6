import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { staffInviteRequest } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { CancelSaveButtons } from '../../ui/cancel-save-buttons';
import { PermissionCheckboxes } from './permission-checkboxes';
import { staffApi, staffKeys } from './staff.api';

type Input = z.input<typeof staffInviteRequest>;
type Output = z.output<typeof staffInviteRequest>;

/** Invite a staff user by e-mail (they get a link to set a password). */
export function StaffInviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(staffInviteRequest),
    defaultValues: { email: '', name: '', permissions: [] },
  });
  const { errors } = form.formState;
  const invite = useMutation({
    mutationFn: staffApi.invite,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      notifications.show({ color: 'teal', message: message || t('staff.invited') });
      form.reset();
      onClose();
    },
    onError: (error) => applyServerErrors(error, form.setError, ['email', 'name', 'permissions']),
  });
  const close = () => {
    invite.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('staff.invite')} size="lg" fullScreen={false} centered>
      <form onSubmit={form.handleSubmit((values) => invite.mutate(values))} noValidate data-testid="staff-invite-form">
        <Stack gap="md">
          {invite.error && !hasFieldErrors(invite.error) && <ErrorAlert error={invite.error} />}
          <TextInput label={t('field.name')} required {...form.register('name')} error={fieldError(t, errors.name)} />
          <TextInput
            label={t('field.email')}
            type="email"
            required
            {...form.register('email')}
            error={fieldError(t, errors.email)}
          />
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <PermissionCheckboxes
                value={field.value}
                onChange={field.onChange}
                error={fieldError(t, errors.permissions)}
              />
            )}
          />
          <CancelSaveButtons onCancel={close} saving={invite.isPending} saveLabel={t('staff.sendInvite')} />
        </Stack>
      </form>
    </Modal>
  );
}
