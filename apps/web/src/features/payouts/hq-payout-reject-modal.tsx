import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayoutView } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { useMoney } from '../../ui/money';
import { payoutApi, refreshPayouts } from './payouts.api';

/** Reject one payout: the reason is required and shown to the agent; its commission is payable again. */
export function HqPayoutRejectModal({ payout, onClose }: { payout: PayoutView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = useMutation({
    mutationFn: () => payoutApi.reject(payout?.id ?? '', reason.trim()),
    onSuccess: ({ message }) => {
      notifications.show({ color: 'teal', message });
      void refreshPayouts(queryClient);
      done();
    },
  });
  const done = () => {
    setReason('');
    setMissing(false);
    reject.reset();
    onClose();
  };
  return (
    <Modal opened={payout !== null} onClose={done} centered title={t('payouts.hq.rejectTitle')}>
      {payout && (
        <Stack gap="md" data-testid="reject-form">
          <Text size="sm">
            {t('payouts.hq.rejectMessage', { name: payout.agentName, amount: money(payout.amount) })}
          </Text>
          <Textarea
            label={t('payouts.rejectReason')}
            required
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            error={missing && !reason.trim() ? t('validation.required') : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="reject-reason-input"
          />
          <ErrorAlert error={reject.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={done}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={reject.isPending}
              onClick={() => (reason.trim() ? reject.mutate() : setMissing(true))}
              data-testid="reject-confirm"
            >
              {t('payouts.hq.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
