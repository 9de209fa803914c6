import './commission-texts';
import { Anchor, Box, Button, Card, Group, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { formatDateShort } from '@niaga/shared';
import { IconArrowLeft, IconCalculator } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { ListFooter } from '../../ui/list-page/paging';
import { PageHeader } from '../../ui/page-header';
import { commissionDetailsQuery, type CommissionDetailsPage as DetailsPage } from './commission.api';
import {
  AgentBanner,
  commissionPaths,
  DETAIL_TYPES,
  EntryStatusBadge,
  isDetailType,
  isMonth,
  ledgerTypeOf,
  MonthSelect,
  money,
  useMonthLabel,
} from './commission-ui';

const KEYS = ['type', 'month', 'agentId'] as const;

/** /commission/details?type=: an agent's own entries of a type. */
export function CommissionDetailsPage() {
  return <CommissionDetailsView />;
}

/** /commission-payout/details?agentId=&type=: the same for HQ. */
export function HqCommissionDetailsPage() {
  const { values } = useUrlState(KEYS);
  return <CommissionDetailsView agentId={values.agentId ?? ''} />;
}

/** The entries of one type (tabs), optionally of one month, with their source orders; each opens its calculation. */
export function CommissionDetailsView({ agentId }: { agentId?: string }) {
  const { t } = useTranslation();
  const { values, page, update } = useUrlState(KEYS);
  const type = isDetailType(values.type) ? values.type : 'sale-profit';
  const month = isMonth(values.month) ? values.month : undefined;
  const result = useQuery(commissionDetailsQuery(agentId, { type, month, page }));
  const paths = commissionPaths(agentId);
  const { data, error, isPending, refetch, isPlaceholderData } = result;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.details.title')}
        subtitle={t('commission.details.subtitle')}
        actions={
          <Button component={Link} to={paths.home} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {agentId ? t('commission.hq.back') : t('commission.back')}
          </Button>
        }
      />
      {agentId && data && <AgentBanner agent={data.agent} />}
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Tabs value={type} onChange={(next) => update({ type: next ?? undefined, page: undefined })}>
            <ScrollArea type="never" offsetScrollbars={false}>
              <Tabs.List data-testid="commission-type-tabs" style={{ flexWrap: 'nowrap' }}>
                {DETAIL_TYPES.map((value) => (
                  <Tabs.Tab key={value} value={value} data-tab={value}>
                    {t(`commission.type.${ledgerTypeOf(value)}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </ScrollArea>
          </Tabs>
          <Group justify="space-between" align="flex-end" gap="sm">
            <MonthSelect allowAll value={month} onChange={(next) => update({ month: next })} testId="details-month" />
            {data && (
              <Stack gap={0} align="flex-end">
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t('commission.details.sum')}
                </Text>
                <Text fw={800} size="lg" data-testid="details-sum">
                  {money(data.sum, data.currency)}
                </Text>
              </Stack>
            )}
          </Group>
          {isPending ? (
            <SkeletonBlock rows={6} />
          ) : error && !data ? (
            <ErrorState message={error.message} onRetry={() => void refetch()} />
          ) : data && data.items.length === 0 ? (
            <EmptyList title={t('commission.details.empty')} description={t('commission.details.emptyHint')} />
          ) : data ? (
            <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
              <Box visibleFrom="md">
                <EntryTable data={data} checkHref={paths.check} />
              </Box>
              <Box hiddenFrom="md">
                <EntryCards data={data} checkHref={paths.check} />
              </Box>
              <ListFooter data={data} onPage={(next) => update({ page: next })} />
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

type Entry = DetailsPage['items'][number];

function OrderCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (!entry.order)
    return (
      <Text size="sm" c="dimmed">
        {t('commission.details.noOrder')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} data-testid="entry-order">
        {entry.order.referenceNo}
      </Text>
      <Text size="xs" c="dimmed">
        {[entry.order.invoiceNo, entry.order.buyerName].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

function EntryTable({ data, checkHref }: { data: DetailsPage; checkHref: (id: string) => string }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="commission-entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('commission.details.date')}</Table.Th>
            <Table.Th>{t('commission.details.order')}</Table.Th>
            <Table.Th>{t('commission.details.product')}</Table.Th>
            <Table.Th>{t('commission.details.formula')}</Table.Th>
            <Table.Th>{t('commission.details.status')}</Table.Th>
            <Table.Th ta="right">{t('commission.details.amount')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((entry) => (
            <Table.Tr key={entry.id} data-entry={entry.id}>
              <Table.Td>
                <Text size="sm">{formatDateShort(entry.createdAt)}</Text>
                <Text size="xs" c="dimmed">
                  {monthLabel(entry.period)}
                </Text>
              </Table.Td>
              <Table.Td>
                <OrderCell entry={entry} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.productName ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" data-testid="entry-formula">
                  {entry.formula}
                </Text>
              </Table.Td>
              <Table.Td>
                <EntryStatusBadge status={entry.status} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={700} c={entry.amount < 0 ? 'red' : undefined}>
                  {money(entry.amount, data.currency)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={checkHref(entry.id)}
                  size="xs"
                  variant="light"
                  leftSection={<IconCalculator size={14} />}
                  data-testid="check-link"
                >
                  {t('commission.check.short')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EntryCards({ data, checkHref }: { data: DetailsPage; checkHref: (id: string) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="commission-entry-cards">
      {data.items.map((entry) => (
        <Card key={entry.id} withBorder radius="md" p="sm" data-entry={entry.id}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <OrderCell entry={entry} />
              <Text fw={800} c={entry.amount < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {money(entry.amount, data.currency)}
              </Text>
            </Group>
            {entry.productName && <Text size="sm">{entry.productName}</Text>}
            <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.formula}
            </Text>
            <Group justify="space-between">
              <Group gap="xs">
                <EntryStatusBadge status={entry.status} />
                <Text size="xs" c="dimmed">
                  {formatDateShort(entry.createdAt)}
                </Text>
              </Group>
              <Anchor component={Link} to={checkHref(entry.id)} size="sm" data-testid="check-link-card">
                {t('commission.check.short')}
              </Anchor>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
