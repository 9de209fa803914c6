import './orders-texts';
import { Box, Button, Card, Stack, TextInput } from '@mantine/core';
import { ORDER_TABS, type OrderTab } from '@niaga/shared';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useSettledSearch } from '../../lib/use-settled-search';
import { useUrlState } from '../../lib/use-url-state';
import { ListFooter } from '../../ui/list-page/paging';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { PageHeader } from '../../ui/page-header';
import { OrderCards, OrderTable } from './order-list';
import { myOrdersQuery, type MyOrdersPage as OrdersPage } from './orders.api';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];
const KEYS = ['tab', 'q'] as const;

/** /my-orders: the spec's tabs with counts, search by reference number, table on desktop and cards on phones. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const { values, page, update } = useUrlState(KEYS);
  const tab: OrderTab = TABS.includes(values.tab as OrderTab) ? (values.tab as OrderTab) : 'unpaid';
  const result = useQuery(myOrdersQuery({ tab, q: values.q, page }));
  const counts = result.data?.counts ?? {};
  const [search, setSearch] = useSettledSearch(values.q, (q) => update({ q }));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('orders.menu')}
        subtitle={t('orders.list.subtitle')}
        actions={
          <Button component={Link} to="/my-shop" variant="default" leftSection={<IconBuildingStore size={16} />}>
            {t('orders.list.toShop')}
          </Button>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <StatusTabs
            values={TABS}
            value={tab}
            label={(value) => t(`orders.tab.${value}`)}
            counts={counts}
            defaultValue="unpaid"
            onChange={(next) => update({ tab: next })}
            testId="order-tabs"
          />
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('orders.list.search')}
            aria-label={t('orders.list.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="order-search"
          />
          <OrderResults result={result} searching={Boolean(values.q)} onPage={(next) => update({ page: next })} />
        </Stack>
      </Card>
    </Stack>
  );
}

function OrderResults({
  result,
  searching,
  onPage,
}: {
  result: UseQueryResult<OrdersPage>;
  searching: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isPlaceholderData } = result;
  if (isPending) return <SkeletonBlock rows={6} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.items.length === 0)
    return (
      <EmptyList
        title={searching ? t('orders.list.notFound') : t('orders.list.empty')}
        description={searching ? t('orders.list.notFoundHint') : t('orders.list.emptyHint')}
      />
    );
  return (
    <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
      <Box visibleFrom="sm">
        <OrderTable items={data.items} />
      </Box>
      <Box hiddenFrom="sm">
        <OrderCards items={data.items} />
      </Box>
      <ListFooter testId="order-range" data={data} onPage={onPage} />
    </Stack>
  );
}
