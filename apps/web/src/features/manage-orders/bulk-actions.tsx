import './manage-orders-texts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { BulkOutcomeReport } from '../../ui/bulk-outcome-list';
import { BulkBar } from '../../ui/list-page/bulk-bar';
import { type BulkOutcome, documentLinks, manageApi } from './manage-orders.api';
import { ORDER_DOCUMENTS } from './order-documents';
import { refreshManaged } from './refresh-managed';

type Props = {
  selected: string[];
  /** Bulk approve is offered on the approval tab only. */
  canApprove: boolean;
  onDone: () => void;
};

/** What to do with the ticked orders: approve them (each order's outcome shown) or print their documents. */
export function BulkActions({ selected, canApprove, onDone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const approve = useMutation({
    mutationFn: () => manageApi.bulkApprove(selected),
    onSuccess: () => refreshManaged(queryClient),
  });
  const links = documentLinks(selected);
  const close = () => {
    const finished = Boolean(approve.data);
    approve.reset();
    setConfirming(false);
    if (finished) onDone();
  };
  return (
    <>
      <BulkBar
        count={selected.length}
        hint={t('manageOrders.bulk.selectFirst')}
        selectedLabel={t('manageOrders.bulk.selected', { count: selected.length })}
      >
        {(disabled) => (
          <>
            {canApprove && (
              <Button
                size="xs"
                leftSection={<IconChecks size={16} />}
                onClick={() => setConfirming(true)}
                {...disabled}
                data-testid="bulk-approve"
              >
                {t('manageOrders.bulk.approve')}
              </Button>
            )}
            {ORDER_DOCUMENTS.map(({ key, icon: Icon, testId, label }) => (
              <Button
                key={key}
                size="xs"
                variant="default"
                leftSection={<Icon size={16} />}
                onClick={() => navigate(links[key])}
                {...disabled}
                data-testid={testId}
              >
                {t(label)}
              </Button>
            ))}
          </>
        )}
      </BulkBar>
      <Modal
        opened={confirming}
        onClose={close}
        title={approve.data ? t('manageOrders.bulk.outcomeTitle') : t('manageOrders.bulk.approveTitle')}
        centered
        size="lg"
      >
        {approve.data ? (
          <Outcome outcome={approve.data.data} onClose={close} />
        ) : (
          <Stack gap="md" data-testid="bulk-confirm">
            <Text>{t('manageOrders.bulk.approveMessage', { count: selected.length })}</Text>
            <ErrorAlert error={approve.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => approve.mutate()} loading={approve.isPending} data-testid="bulk-approve-confirm">
                {t('manageOrders.bulk.approve')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** Each order's result of a bulk approve: approved, or refused with the server's reason. */
function Outcome({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BulkOutcomeReport
      doneLabel={t('manageOrders.bulk.done', { count: outcome.done })}
      refusedLabel={outcome.refused > 0 ? t('manageOrders.bulk.refused', { count: outcome.refused }) : null}
      rows={outcome.results.map((result) => ({
        id: result.id,
        ok: result.ok,
        reference: result.referenceNo ?? result.id,
        message: result.message ?? (result.ok ? t('manageOrders.bulk.approvedOne') : ''),
      }))}
      closeLabel={t('manageOrders.close')}
      onClose={onClose}
      testIds={{
        root: 'bulk-outcome',
        done: 'bulk-done',
        refused: 'bulk-refused',
        row: 'bulk-result',
        close: 'bulk-outcome-close',
      }}
    />
  );
}
