import './inventory-texts';
import { Alert } from '@mantine/core';
import { IconEye, IconHistory, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { inventoryListQuery } from './inventory.api';
import { InventoryCard, inventoryRowKey, useInventoryColumns } from './inventory-columns';
import { InventoryFilterBar, useInventoryFilters } from './inventory-filters';
import { PageHeader } from './inventory-ui';
import { storePath } from './store-link';

/** /inventory: a store's stock by product and variant (HQ: a branch or, read only, an agent; agents: their own). */
export function InventoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useInventoryFilters();
  const result = useQuery(inventoryListQuery(filters));
  const columns = useInventoryColumns();
  const store = result.data?.store;
  const readOnly = store?.writable === false;
  const filtered = !!(filters.q || filters.categoryId || filters.indicator);

  return (
    <ListPage
      header={
        <>
          <PageHeader
            title={t('inventory.list.title')}
            subtitle={store ? t('inventory.list.subtitle', { store: store.name }) : t('inventory.list.subtitleLoading')}
            actions={
              <>
                <LinkButton
                  to={storePath('/inventory/history', filters.storeId)}
                  variant="default"
                  icon={IconHistory}
                  data-testid="open-history"
                >
                  {t('inventory.history.button')}
                </LinkButton>
                {!readOnly && (
                  <LinkButton
                    to={storePath('/inventory/update', filters.storeId)}
                    icon={IconPlus}
                    data-testid="open-update"
                  >
                    {t('inventory.update.button')}
                  </LinkButton>
                )}
              </>
            }
          />
          {readOnly && store && (
            <Alert color="blue" variant="light" icon={<IconEye size={18} />} data-testid="read-only-store">
              {t('inventory.store.readOnly', { store: store.name })}
            </Alert>
          )}
        </>
      }
      filters={<InventoryFilterBar filters={filters} onChange={setFilters} store={store} />}
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('inventory.list.empty'), description: t('inventory.list.emptyHint') }}
      noMatch={
        filtered ? { title: t('inventory.list.noMatch'), description: t('inventory.list.noMatchHint') } : undefined
      }
      table={{
        columns,
        testId: 'inventory-table',
        minWidth: 820,
        rowKey: inventoryRowKey,
        rowAttributes: (row) => ({ 'data-sku': row.sku }),
      }}
      card={(row) => <InventoryCard row={row} />}
      cardsTestId="inventory-cards"
      tableFrom="sm"
    />
  );
}
