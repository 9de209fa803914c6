import './inventory-texts';
import { notifications } from '@mantine/notifications';
import type { StockMovement } from '@niaga/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { HistoryCard, useHistoryColumns } from './history-columns';
import { HistoryFilterBar, useHistoryFilters } from './history-filters';
import { historyQuery, inventoryApi, inventoryKeys } from './inventory.api';
import { PageHeader } from './inventory-ui';
import { storePath } from './store-link';

/** /inventory/history: every movement of a store, with who and when; manual ones can be reversed. */
export function HistoryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useHistoryFilters();
  const result = useQuery(historyQuery(filters));
  const store = result.data?.store;
  const [reversing, setReversing] = useState<StockMovement | null>(null);
  const columns = useHistoryColumns(setReversing);

  const reverse = async (movement: StockMovement) => {
    const { message } = await inventoryApi.reverse(movement.id);
    notifications.show({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  };
  const { storeId, from, to, productId, type } = filters;
  const filtered = !!(from || to || productId || type);

  return (
    <ListPage
      header={
        <PageHeader
          title={t('inventory.history.title')}
          subtitle={store ? t('inventory.list.subtitle', { store: store.name }) : t('inventory.list.subtitleLoading')}
          actions={
            <LinkButton to={storePath('/inventory', storeId)} variant="default" icon={IconArrowLeft}>
              {t('inventory.history.back')}
            </LinkButton>
          }
        />
      }
      filters={<HistoryFilterBar filters={filters} onChange={setFilters} store={store} />}
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('inventory.history.empty'), description: t('inventory.history.emptyHint') }}
      noMatch={
        filtered ? { title: t('inventory.history.noMatch'), description: t('inventory.list.noMatchHint') } : undefined
      }
      table={{
        columns,
        testId: 'history-table',
        minWidth: 900,
        highlightOnHover: false,
        rowAttributes: (movement) => ({ 'data-movement': movement.id, 'data-type': movement.invType }),
      }}
      card={(movement) => <HistoryCard movement={movement} onReverse={setReversing} />}
      cardsTestId="history-cards"
    >
      <ConfirmModal
        opened={reversing !== null}
        title={t('inventory.history.reverseTitle')}
        message={
          reversing
            ? t('inventory.history.reverseMessage', {
                product: [reversing.name, ...reversing.options].join(' · '),
                change: reversing.qtyIn ? `+${reversing.qtyIn}` : `−${reversing.qtyOut}`,
              })
            : ''
        }
        confirmLabel={t('inventory.history.reverse')}
        onConfirm={() => (reversing ? reverse(reversing) : Promise.resolve())}
        onClose={() => setReversing(null)}
        testId="reverse-modal"
      />
    </ListPage>
  );
}
