import './inventory-texts';
import { Alert, Button, Card, Stack } from '@mantine/core';
import { IconEye, IconHistory, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../ui/list-page/list-results';
import { inventoryListQuery } from './inventory.api';
import { InventoryFilterBar, useInventoryFilters } from './inventory-filters';
import { InventoryCards, InventoryTable } from './inventory-list';
import { PageHeader } from './inventory-ui';
import { storePath } from './store-link';

/** /inventory: a store's stock by product and variant (HQ: a branch or, read only, an agent; agents: their own). */
export function InventoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useInventoryFilters();
  const result = useQuery(inventoryListQuery(filters));
  const store = result.data?.store;
  const readOnly = store?.writable === false;
  const filtered = !!(filters.q || filters.categoryId || filters.indicator);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('inventory.list.title')}
        subtitle={store ? t('inventory.list.subtitle', { store: store.name }) : t('inventory.list.subtitleLoading')}
        actions={
          <>
            <Button
              component={Link}
              to={storePath('/inventory/history', filters.storeId)}
              variant="default"
              leftSection={<IconHistory size={16} />}
              data-testid="open-history"
            >
              {t('inventory.history.button')}
            </Button>
            {!readOnly && (
              <Button
                component={Link}
                to={storePath('/inventory/update', filters.storeId)}
                leftSection={<IconPlus size={16} />}
                data-testid="open-update"
              >
                {t('inventory.update.button')}
              </Button>
            )}
          </>
        }
      />
      {readOnly && store && (
        <Alert color="blue" variant="light" icon={<IconEye size={18} />} data-testid="read-only-store">
          {t('inventory.store.readOnly', { store: store.name })}
        </Alert>
      )}
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <InventoryFilterBar filters={filters} onChange={setFilters} store={store} />
          <PagedList
            result={result}
            onPage={(page) => setFilters({ page })}
            empty={{
              title: filtered ? t('inventory.list.noMatch') : t('inventory.list.empty'),
              description: filtered ? t('inventory.list.noMatchHint') : t('inventory.list.emptyHint'),
            }}
            tableFrom="sm"
            table={(items) => <InventoryTable items={items} />}
            cards={(items) => <InventoryCards items={items} />}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
