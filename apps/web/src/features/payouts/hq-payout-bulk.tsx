import { Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayoutStatus } from '@niaga/shared';
import { IconChecks, IconFileDownload, IconReceipt2 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { BulkBar } from '../../ui/list-page/bulk-bar';
import { OutcomeList } from './payout-ui';
import { downloadBankFile, payoutApi, refreshPayouts } from './payouts.api';

type Dialog = 'approve' | 'pay' | null;

/** The moves on the ticked payouts of the tab: approve (requested), bank file and mark paid (approved). */
export function HqPayoutBulkBar({
  status,
  selected,
  onDone,
}: {
  status: PayoutStatus;
  selected: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reference, setReference] = useState('');
  const move = useMutation({
    mutationFn: () => (dialog === 'pay' ? payoutApi.markPaid(selected, reference.trim()) : payoutApi.approve(selected)),
    onSettled: () => void refreshPayouts(queryClient),
  });
  const exportFile = useMutation({
    mutationFn: () => downloadBankFile(selected),
    onSuccess: () => void refreshPayouts(queryClient),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const open = (next: Dialog) => {
    move.reset();
    setReference('');
    setDialog(next);
  };
  const close = () => {
    const finished = Boolean(move.data);
    move.reset();
    setDialog(null);
    if (finished) onDone();
  };
  return (
    <>
      <BulkBar
        count={selected.length}
        hint={t('payouts.hq.selectFirst')}
        selectedLabel={t('payouts.hq.selected', { count: selected.length })}
        testId="payout-bulk"
      >
        {(disabled) =>
          status === 'requested' ? (
            <Button
              size="xs"
              leftSection={<IconChecks size={16} />}
              onClick={() => open('approve')}
              {...disabled}
              data-testid="bulk-approve"
            >
              {t('payouts.hq.approve')}
            </Button>
          ) : (
            <>
              <Tooltip label={t('payouts.hq.exportHint')} withArrow>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconFileDownload size={16} />}
                  onClick={() => exportFile.mutate()}
                  loading={exportFile.isPending}
                  data-testid="export-bank-file"
                >
                  {t('payouts.hq.export')}
                </Button>
              </Tooltip>
              <Button
                size="xs"
                leftSection={<IconReceipt2 size={16} />}
                onClick={() => open('pay')}
                {...disabled}
                data-testid="bulk-mark-paid"
              >
                {t('payouts.hq.markPaid')}
              </Button>
            </>
          )
        }
      </BulkBar>
      <Modal
        opened={dialog !== null}
        onClose={close}
        centered
        size="lg"
        title={
          move.data
            ? t('payouts.hq.outcomeTitle')
            : dialog === 'pay'
              ? t('payouts.hq.markPaidTitle')
              : t('payouts.hq.approveTitle')
        }
      >
        {move.data ? (
          <OutcomeList outcome={move.data.data} onClose={close} />
        ) : (
          <Stack gap="md" data-testid="bulk-confirm">
            <Text>
              {dialog === 'pay'
                ? t('payouts.hq.markPaidMessage', { count: selected.length })
                : t('payouts.hq.approveMessage', { count: selected.length })}
            </Text>
            {dialog === 'pay' && (
              <TextInput
                label={t('payouts.hq.reference')}
                description={t('payouts.hq.referenceHint')}
                value={reference}
                maxLength={100}
                onChange={(event) => setReference(event.currentTarget.value)}
                data-testid="paid-reference"
              />
            )}
            <ErrorAlert error={move.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => move.mutate()} loading={move.isPending} data-testid="bulk-confirm-button">
                {dialog === 'pay' ? t('payouts.hq.markPaid') : t('payouts.hq.approve')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
