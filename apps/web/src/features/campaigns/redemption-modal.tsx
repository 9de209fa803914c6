import './campaigns-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { calendarDay, type RedemptionView } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDateField } from '../../app/date-field';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { campaignApi, campaignKeys } from './campaigns.api';
import type { RedemptionAction } from './redemption-columns';

// Both actions in one form: the day is only sent (and required) when fulfilling.
const handlingInput = z.object({
  note: z.string().max(1000, 'validation.tooLong'),
  fulfilledOn: z.iso.date('validation.date'),
});
type Values = z.input<typeof handlingInput>;

export type Handling = { redemption: RedemptionView; action: RedemptionAction } | null;

/** Fulfil a redemption (with a note and the day it was handed over) or cancel it (with a note; points go back). */
export function RedemptionModal({ handling, onClose }: { handling: Handling; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(handlingInput), defaultValues: blankValues() });
  useEffect(() => {
    if (handling) form.reset(blankValues());
  }, [handling, form]);
  const fulfilling = handling?.action === 'fulfil';

  const save = useMutation({
    mutationFn: ({ note, fulfilledOn }: Values) => {
      const id = handling?.redemption.id ?? '';
      return fulfilling ? campaignApi.fulfil(id, { note, fulfilledOn }) : campaignApi.cancel(id, { note });
    },
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (failure) => applyServerErrors(failure, form.setError, ['note', 'fulfilledOn']),
  });

  return (
    <ModalForm
      opened={handling !== null}
      onClose={onClose}
      title={fulfilling ? t('campaigns.fulfilTitle') : t('campaigns.cancelTitle')}
      form={form}
      save={save}
      testId="redemption-form"
      saveLabel={fulfilling ? t('campaigns.fulfil') : t('campaigns.cancelRedemption')}
      saveTestId="redemption-confirm"
    >
      {handling && (
        <Text size="sm">
          {t(fulfilling ? 'campaigns.fulfilMessage' : 'campaigns.cancelMessage', {
            agent: handling.redemption.agentName ?? '—',
            title: handling.redemption.gameTitle,
            points: handling.redemption.points,
          })}
        </Text>
      )}
      {fulfilling && (
        <FormDateField control={form.control} name="fulfilledOn" label={t('campaigns.field.fulfilledOn')} required />
      )}
      <Textarea
        label={fulfilling ? t('campaigns.field.fulfilNote') : t('campaigns.field.cancelNote')}
        autosize
        minRows={2}
        {...form.register('note')}
        error={fieldError(t, form.formState.errors.note)}
        data-testid="redemption-note-input"
      />
    </ModalForm>
  );
}

const blankValues = (): Values => ({ note: '', fulfilledOn: calendarDay(0) });
