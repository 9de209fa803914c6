import './orders-texts';
import { ORDER_TABS, type OrderTab } from '@niaga/shared';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { OrderCard, orderPath, useOrderColumns } from './order-columns';
import { myOrdersQuery } from './orders.api';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/** /my-orders: the spec's tabs with counts, search by reference number, table on desktop and cards on phones. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({
    tab: oneOf(TABS, text('tab')) ?? 'unpaid',
    q: text('q'),
  }));
  const result = useQuery(myOrdersQuery(filters));
  const columns = useOrderColumns();
  return (
    <ListPage
      header={
        <PageHeader
          title={t('orders.menu')}
          subtitle={t('orders.list.subtitle')}
          actions={
            <LinkButton to="/my-shop" variant="default" icon={IconBuildingStore}>
              {t('orders.list.toShop')}
            </LinkButton>
          }
        />
      }
      tabs={
        <StatusTabs
          values={TABS}
          value={filters.tab}
          label={(value) => t(`orders.tab.${value}`)}
          counts={result.data?.counts ?? {}}
          defaultValue="unpaid"
          onChange={(tab) => setFilters({ tab })}
          testId="order-tabs"
        />
      }
      filters={
        <ListSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('orders.list.search')}
          data-testid="order-search"
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('orders.list.empty'), description: t('orders.list.emptyHint') }}
      noMatch={filters.q ? { title: t('orders.list.notFound'), description: t('orders.list.notFoundHint') } : undefined}
      table={{
        columns,
        testId: 'order-table',
        minWidth: 820,
        rowAttributes: (order) => ({ 'data-order': order.referenceNo }),
      }}
      card={(order) => <OrderCard order={order} />}
      cardLink={(order) => orderPath(order.id)}
      cardsTestId="order-cards"
      tableFrom="sm"
      rangeTestId="order-range"
      skeletonRows={6}
    />
  );
}
