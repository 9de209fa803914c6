import './stores-texts';
import '../orders/orders-texts';
import { Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import type { StoreKind, StoreSummary, StoreView } from '@niaga/shared';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField, todayIn } from '../../app/date-field';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { useMoney } from '../../ui/money';
import { useCopy } from '../../ui/use-copy';
import { StoreFrame } from './store-ui';
import { storeSetupQuery, storeSummaryQuery } from './stores.api';

/** The storefront's address of a store, and of one of its products (the storefront's product page). */
const shopUrl = (slug: string) => `${window.location.origin}/s/${slug}`;
const productUrl = (slug: string, productId: string) => `${shopUrl(slug)}/p/${encodeURIComponent(productId)}`;

function monthSoFar(timeZone: string | undefined) {
  const today = todayIn(timeZone);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function CopyLink({ label, url, testId }: { label: string; url: string; testId: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy({ copied: t('stores.summary.copied'), failed: t('stores.summary.copyFailed') });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={url} readOnly style={{ flex: 1, minWidth: 0 }} data-testid={testId} />
      <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => void copy(url)}>
        {copied ? t('stores.summary.copiedShort') : t('stores.summary.copy')}
      </Button>
    </Group>
  );
}

/** Go-affiliate: a tracked link (`?ref=<slug>`) to the whole shop or to one product. */
function AffiliateLinkBuilder({ store }: { store: StoreView }) {
  const { t } = useTranslation();
  const setup = useQuery(storeSetupQuery(store.kind));
  const [productId, setProductId] = useState<string | null>(null);
  const options = (setup.data?.products ?? []).map((product) => ({ value: product.productId, label: product.name }));
  const target = productId ? productUrl(store.slug, productId) : shopUrl(store.slug);
  return (
    <Stack gap="xs">
      <Select
        label={t('stores.summary.linkTo')}
        placeholder={t('stores.summary.wholeShop')}
        data={options}
        value={productId}
        onChange={setProductId}
        clearable
        searchable
        data-testid="affiliate-product"
      />
      <CopyLink label={t('stores.summary.affiliateLink')} url={`${target}?ref=${store.slug}`} testId="affiliate-link" />
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function SummaryFigures({ kind, summary }: { kind: StoreKind; summary: StoreSummary }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const count = (n: number) => n.toLocaleString(i18n.language);
  const conversion = summary.clicks ? `${((summary.orders / summary.clicks) * 100).toFixed(1)}%` : '–';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('stores.summary.visits')} value={count(summary.visits)} testId="summary-visits" />
        {kind === 'go_affiliate' && (
          <Figure label={t('stores.summary.clicks')} value={count(summary.clicks ?? 0)} testId="summary-clicks" />
        )}
        <Figure label={t('stores.summary.orders')} value={count(summary.orders)} testId="summary-orders" />
        <Figure label={t('stores.summary.sales')} value={money(summary.sales)} testId="summary-sales" />
        <Figure label={t('stores.summary.commission')} value={money(summary.commission)} testId="summary-commission" />
        {kind === 'go_affiliate' && (
          <Figure label={t('stores.summary.conversion')} value={conversion} testId="summary-conversion" />
        )}
      </SimpleGrid>
      <Card withBorder radius="lg" padding="md">
        <Text fw={600} mb="xs">
          {t('stores.summary.latestOrders')}
        </Text>
        {summary.latestOrders.length === 0 ? (
          <EmptyList title={t('stores.summary.noOrders')} description={t('stores.summary.noOrdersHint')} />
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table data-testid="summary-orders-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stores.summary.reference')}</Table.Th>
                  <Table.Th>{t('stores.summary.date')}</Table.Th>
                  <Table.Th>{t('stores.summary.status')}</Table.Th>
                  <Table.Th ta="right">{t('stores.summary.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.latestOrders.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td>{order.referenceNo}</Table.Td>
                    <Table.Td>{new Date(order.createdAt).toLocaleDateString(i18n.language, { timeZone })}</Table.Td>
                    <Table.Td>{t(`orders.status.${order.status}`)}</Table.Td>
                    <Table.Td ta="right">{money(order.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

function Summary({ store }: { store: StoreView }) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  const [period, setPeriod] = useState(() => monthSoFar(timeZone));
  const summary = useQuery(storeSummaryQuery(store.kind, period));
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <CopyLink label={t('stores.summary.shareLink')} url={shopUrl(store.slug)} testId="store-share-link" />
          {store.kind === 'go_affiliate' && <AffiliateLinkBuilder store={store} />}
        </Stack>
      </Card>
      <DateRangeField
        label={t('stores.summary.period')}
        value={period}
        onChange={(range) =>
          setPeriod(range.from && range.to ? { from: range.from, to: range.to } : monthSoFar(timeZone))
        }
        data-testid="summary-period"
      />
      {summary.error && <ErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />}
      {summary.isPending && <SkeletonBlock rows={6} />}
      {summary.data && <SummaryFigures kind={store.kind} summary={summary.data} />}
    </Stack>
  );
}

/** /{kind}/store-summary: the store's link, and its visits, orders, sales and commission in a period. */
export function StoreSummaryPage({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation();
  return (
    <StoreFrame kind={kind} title={t(`stores.kind.${kind}`)} subtitle={t('stores.summary.subtitle')}>
      {(store) => store && <Summary store={store} />}
    </StoreFrame>
  );
}
