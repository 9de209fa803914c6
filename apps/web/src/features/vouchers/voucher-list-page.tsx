import './vouchers-texts';
import { notifications } from '@mantine/notifications';
import { canAccess, VOUCHER_TABS, type VoucherView } from '@niaga/shared';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { useVoucherColumns, VoucherCard } from './voucher-columns';
import { SearchBox } from './voucher-ui';
import { voucherApi, voucherKeys, voucherListQuery } from './vouchers.api';
import { VOUCHER_ACCESS } from './vouchers.routes';

/** /voucher: tabs all / ongoing / upcoming / expired, search, paging; edit and delete for editors. */
export function VoucherListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, VOUCHER_ACCESS.edit);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlFilters((text) => ({
    tab: oneOf(VOUCHER_TABS, text('tab')) ?? 'all',
    q: text('q'),
  }));
  const result = useQuery(voucherListQuery(filters));
  const [deleting, setDeleting] = useState<VoucherView | null>(null);
  const actions = { canEdit, onDelete: setDeleting };
  const columns = useVoucherColumns(actions);

  const remove = async (voucher: VoucherView) => {
    await voucherApi.remove(voucher.id);
    await queryClient.invalidateQueries({ queryKey: voucherKeys.all });
    notifications.show({ color: 'teal', message: t('vouchers.deleted', { code: voucher.voucherCode }) });
  };

  return (
    <ListPage
      header={<VoucherListHeader canEdit={canEdit} />}
      tabs={
        <StatusTabs
          values={VOUCHER_TABS}
          value={filters.tab}
          label={(tab) => t(`vouchers.tab.${tab}`)}
          defaultValue="all"
          onChange={(tab) => setFilters({ tab })}
          testId="voucher-tabs"
        />
      }
      filters={<SearchBox value={filters.q} onSearch={(q) => setFilters({ q })} label={t('vouchers.search')} />}
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('vouchers.empty'), description: t('vouchers.emptyHint') }}
      table={{
        columns,
        testId: 'voucher-table',
        minWidth: 860,
        rowAttributes: (voucher) => ({ 'data-voucher': voucher.voucherCode }),
      }}
      card={(voucher) => <VoucherCard voucher={voucher} {...actions} />}
      cardsTestId="voucher-cards"
      tableFrom="sm"
      rangeTestId="voucher-range"
      skeletonRows={6}
    >
      <ConfirmModal
        opened={deleting !== null}
        title={t('vouchers.deleteTitle')}
        message={t('vouchers.deleteMessage', { code: deleting?.voucherCode ?? '' })}
        confirmLabel={t('vouchers.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="voucher-delete-confirm"
      />
    </ListPage>
  );
}

function VoucherListHeader({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('vouchers.title')}
      subtitle={t('vouchers.subtitle')}
      actions={
        <>
          <LinkButton variant="default" to="/voucher/history" icon={IconHistory}>
            {t('vouchers.menu.history')}
          </LinkButton>
          {canEdit && (
            <LinkButton to="/voucher/new" icon={IconPlus} data-testid="voucher-new">
              {t('vouchers.form.new')}
            </LinkButton>
          )}
        </>
      }
    />
  );
}
