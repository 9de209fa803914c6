import './payouts-texts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, PAYOUT_STATUSES, type PayoutPage, type PayoutStatus, type PayoutView } from '@niaga/shared';
import { IconBan, IconChecks, IconEye, IconFileDownload, IconReceipt2, IconSearch } from '@tabler/icons-react';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useSettledSearch } from '../../lib/use-settled-search';
import { useUrlState } from '../../lib/use-url-state';
import { useDateFormat } from '../../ui/date-format';
import { ListFooter } from '../../ui/list-page/paging';
import { oneOf } from '../../ui/list-page/url-state';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { accountLine, OutcomeList, PayoutDetailsModal, PayoutStatusBadge } from './payout-ui';
import { downloadBankFile, type PayoutFilters, payoutApi, payoutListQuery, refreshPayouts } from './payouts.api';

const DEFAULT_STATUS: PayoutStatus = 'requested';
const agentHref = (agentId: string) => `/commission-payout/details?agentId=${encodeURIComponent(agentId)}`;

/**
 * /commission-payout/payouts: HQ's payout requests by status with counts, a search on the agent, ticks for the bulk
 * moves (approve, bank file, mark paid) and a reject with a reason per payout.
 */
export function HqPayoutsPage() {
  const { t } = useTranslation();
  const { values, page, update } = useUrlState(['status', 'q'] as const);
  const filters: PayoutFilters = {
    status: oneOf(PAYOUT_STATUSES, values.status) ?? DEFAULT_STATUS,
    q: values.q,
    page,
  };
  const result = useQuery(payoutListQuery(filters));
  const counts = result.data?.counts ?? {};
  const [search, setSearch] = useSettledSearch(values.q, (q) => update({ q }));
  const listKey = JSON.stringify({ ...filters, page: undefined });
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: listKey, ids: new Set() });
  const selected = selection.key === listKey ? selection.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => setSelection({ key: listKey, ids });
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = (checked: boolean) =>
    setSelected(checked ? new Set((result.data?.items ?? []).map((row) => row.id)) : new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PayoutView | null>(null);
  const selectable = filters.status === 'requested' || filters.status === 'approved';
  return (
    <Stack gap="lg">
      <PageHeader title={t('payouts.menu.hq')} subtitle={t('payouts.hq.subtitle')} />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Tabs
            value={filters.status}
            onChange={(next) => update({ status: next === DEFAULT_STATUS ? undefined : (next ?? undefined) })}
          >
            <ScrollArea type="never" offsetScrollbars={false}>
              <Tabs.List style={{ flexWrap: 'nowrap' }} data-testid="payout-tabs">
                {PAYOUT_STATUSES.map((status) => (
                  <Tabs.Tab
                    key={status}
                    value={status}
                    data-tab={status}
                    rightSection={
                      counts[status] ? (
                        <Badge
                          size="xs"
                          variant={status === filters.status ? 'filled' : 'light'}
                          circle={(counts[status] ?? 0) < 10}
                          data-testid={`count-${status}`}
                        >
                          {counts[status]}
                        </Badge>
                      ) : null
                    }
                  >
                    {t(`payouts.tab.${status}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollArea>
          </Tabs>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('payouts.hq.search')}
            aria-label={t('payouts.hq.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={420}
            data-testid="payout-search"
          />
          {selectable && (
            <BulkBar
              status={filters.status ?? DEFAULT_STATUS}
              selected={[...selected]}
              onDone={() => setSelected(new Set())}
            />
          )}
          <Results
            result={result}
            filtered={Boolean(filters.q)}
            selectable={selectable}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onOpen={setDetailsId}
            onReject={setRejecting}
            onPage={(next) => update({ page: next })}
          />
        </Stack>
      </Card>
      <PayoutDetailsModal id={detailsId} onClose={() => setDetailsId(null)} />
      <RejectModal payout={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

type Dialog = 'approve' | 'pay' | null;

/** The moves on the ticked payouts of the tab: approve (requested), bank file and mark paid (approved). */
function BulkBar({ status, selected, onDone }: { status: PayoutStatus; selected: string[]; onDone: () => void }) {
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
  // Nothing ticked: approve and mark paid are disabled and say why (the hint describes them to screen readers).
  const none = selected.length === 0;
  const hintId = useId();
  const disabled = { disabled: none, 'aria-describedby': none ? hintId : undefined };
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
    <Stack gap="xs" data-testid="payout-bulk">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" mr="auto" data-testid="payout-selected">
          {none ? (
            <span id={hintId} data-testid="bulk-hint">
              {t('payouts.hq.selectFirst')}
            </span>
          ) : (
            t('payouts.hq.selected', { count: selected.length })
          )}
        </Text>
        {status === 'requested' && (
          <Button
            size="xs"
            leftSection={<IconChecks size={16} />}
            onClick={() => open('approve')}
            {...disabled}
            data-testid="bulk-approve"
          >
            {t('payouts.hq.approve')}
          </Button>
        )}
        {status === 'approved' && (
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
        )}
      </Group>
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
    </Stack>
  );
}

/** Reject one payout: the reason is required and shown to the agent; its commission is payable again. */
function RejectModal({ payout, onClose }: { payout: PayoutView | null; onClose: () => void }) {
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

type ResultsProps = {
  result: UseQueryResult<PayoutPage>;
  filtered: boolean;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (id: string) => void;
  onReject: (payout: PayoutView) => void;
  onPage: (page: number) => void;
};

function Results(props: ResultsProps) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isPlaceholderData } = props.result;
  if (isPending) return <SkeletonBlock rows={6} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.items.length === 0)
    return (
      <EmptyList
        title={props.filtered ? t('payouts.hq.notFound') : t('payouts.hq.empty')}
        description={props.filtered ? t('payouts.hq.notFoundHint') : t('payouts.hq.emptyHint')}
      />
    );
  return (
    <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
      <Box visibleFrom="sm">
        <PayoutTable items={data.items} {...props} />
      </Box>
      <Box hiddenFrom="sm">
        <PayoutCards items={data.items} {...props} />
      </Box>
      <ListFooter data={data} onPage={props.onPage} />
    </Stack>
  );
}

type ListProps = ResultsProps & { items: PayoutView[] };

function RowActions({ payout, onOpen, onReject }: { payout: PayoutView } & Pick<ListProps, 'onOpen' | 'onReject'>) {
  const { t } = useTranslation();
  const rejectable = payout.status === 'requested' || payout.status === 'approved';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('payouts.hq.details')} withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={t('payouts.hq.details')}
          onClick={() => onOpen(payout.id)}
          data-testid="payout-open"
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {rejectable && (
        <Tooltip label={t('payouts.hq.reject')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('payouts.hq.reject')}
            onClick={() => onReject(payout)}
            data-testid="payout-reject"
          >
            <IconBan size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function PayoutTable({ items, selectable, selected, onToggle, onToggleAll, onOpen, onReject }: ListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const all = items.length > 0 && items.every((row) => selected.has(row.id));
  const some = items.some((row) => selected.has(row.id));
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="xs" highlightOnHover striped fz="sm" data-testid="payout-table">
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={36}>
                <Checkbox
                  aria-label={t('payouts.hq.selectPage')}
                  checked={all}
                  indeterminate={some && !all}
                  onChange={(event) => onToggleAll(event.currentTarget.checked)}
                  data-testid="select-all"
                />
              </Table.Th>
            )}
            <Table.Th>{t('payouts.col.reference')}</Table.Th>
            <Table.Th>{t('payouts.col.agent')}</Table.Th>
            <Table.Th>{t('payouts.col.bank')}</Table.Th>
            <Table.Th ta="right">{t('payouts.col.amount')}</Table.Th>
            <Table.Th>{t('payouts.col.requested')}</Table.Th>
            <Table.Th>{t('payouts.col.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr
              key={row.id}
              data-payout={row.reference}
              bg={selected.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              {selectable && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('payouts.hq.selectOne', { ref: row.reference })}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                    data-testid="select-payout"
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  ff="monospace"
                  size="sm"
                  fw={600}
                  onClick={() => onOpen(row.id)}
                >
                  {row.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={agentHref(row.agentId)} size="sm" fw={500}>
                  {row.agentName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.agentEmail}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.bank?.bankName ?? '—'}
                <Text size="xs" c="dimmed">
                  {accountLine(row.bank)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(row.amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.requestedAt, timeZone)}</Table.Td>
              <Table.Td>
                <PayoutStatusBadge status={row.status} size="sm" />
                {row.status === 'rejected' && row.rejectReason && (
                  <Text size="xs" c="red" lineClamp={2} maw={220}>
                    {row.rejectReason}
                  </Text>
                )}
                {row.bankFileAt && row.status === 'approved' && (
                  <Text size="xs" c="dimmed">
                    {t('payouts.hq.inBankFile')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions payout={row} onOpen={onOpen} onReject={onReject} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PayoutCards({ items, selectable, selected, onToggle, onToggleAll, onOpen, onReject }: ListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const all = items.length > 0 && items.every((row) => selected.has(row.id));
  return (
    <Stack gap="sm" data-testid="payout-cards">
      {selectable && (
        <Checkbox
          label={t('payouts.hq.selectPage')}
          checked={all}
          indeterminate={!all && items.some((row) => selected.has(row.id))}
          onChange={(event) => onToggleAll(event.currentTarget.checked)}
        />
      )}
      {items.map((row) => (
        <Card
          key={row.id}
          withBorder
          radius="md"
          padding="sm"
          data-payout={row.reference}
          style={selected.has(row.id) ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
        >
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                {selectable && (
                  <Checkbox
                    mt={2}
                    aria-label={t('payouts.hq.selectOne', { ref: row.reference })}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                    data-testid="select-payout"
                  />
                )}
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={agentHref(row.agentId)} size="sm" fw={600}>
                    {row.agentName}
                  </Anchor>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {row.reference} · {formatDateTime(row.requestedAt, timeZone)}
                  </Text>
                </div>
              </Group>
              <PayoutStatusBadge status={row.status} size="sm" />
            </Group>
            <Mini label={t('payouts.col.amount')} value={money(row.amount)} />
            <div>
              <Text size="xs" c="dimmed">
                {t('payouts.col.bank')}
              </Text>
              <Text size="sm">{row.bank?.bankName ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {accountLine(row.bank)}
              </Text>
            </div>
            {row.status === 'rejected' && row.rejectReason && (
              <Text size="sm" c="red">
                {row.rejectReason}
              </Text>
            )}
            <RowActions payout={row} onOpen={onOpen} onReject={onReject} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
