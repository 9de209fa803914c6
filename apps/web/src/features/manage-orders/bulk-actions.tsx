import './manage-orders-texts';
import { Badge, Button, Group, Modal, Paper, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconChecks, IconFileInvoice, IconPackage, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { BulkBar } from '../../ui/list-page/bulk-bar';
import { type BulkOutcome, documentLinks, manageApi } from './manage-orders.api';
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
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileInvoice size={16} />}
              onClick={() => navigate(links.invoice)}
              {...disabled}
              data-testid="bulk-invoice"
            >
              {t('manageOrders.doc.invoice')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPackage size={16} />}
              onClick={() => navigate(links.packingList)}
              {...disabled}
              data-testid="bulk-packing"
            >
              {t('manageOrders.doc.packingList')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTruckDelivery size={16} />}
              onClick={() => navigate(links.shippingDoc)}
              {...disabled}
              data-testid="bulk-shipping"
            >
              {t('manageOrders.doc.shippingDoc')}
            </Button>
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
    <Stack gap="md" data-testid="bulk-outcome">
      <Group gap="xs">
        <Badge color="teal" variant="light" tt="none" size="lg" data-testid="bulk-done">
          {t('manageOrders.bulk.done', { count: outcome.done })}
        </Badge>
        {outcome.refused > 0 && (
          <Badge color="red" variant="light" tt="none" size="lg" data-testid="bulk-refused">
            {t('manageOrders.bulk.refused', { count: outcome.refused })}
          </Badge>
        )}
      </Group>
      <ScrollArea.Autosize mah={360}>
        <Stack gap="xs">
          {outcome.results.map((result) => (
            <Paper
              key={result.id}
              withBorder
              p="xs"
              radius="md"
              data-testid="bulk-result"
              data-ok={result.ok ? 'true' : 'false'}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon color={result.ok ? 'teal' : 'red'} variant="light" size="sm" radius="xl">
                  {result.ok ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} ff="monospace">
                    {result.referenceNo ?? result.id}
                  </Text>
                  <Text size="sm" c={result.ok ? 'dimmed' : 'red'}>
                    {result.message ?? (result.ok ? t('manageOrders.bulk.approvedOne') : '')}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="bulk-outcome-close">
          {t('manageOrders.close')}
        </Button>
      </Group>
    </Stack>
  );
}
