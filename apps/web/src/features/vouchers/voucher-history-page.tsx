import './vouchers-texts';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/list-page/list-page';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { useVoucherUseColumns, VoucherUseCard } from './voucher-history-columns';
import { SearchBox } from './voucher-ui';
import { voucherHistoryQuery, voucherListQuery } from './vouchers.api';

/** /voucher/history: every use of a voucher (released ones marked), filtered by voucher or searched. */
export function VoucherHistoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ voucherId: text('voucherId'), q: text('q') }));
  const result = useQuery(voucherHistoryQuery(filters));
  const vouchers = useQuery({ ...voucherListQuery({ tab: 'all', page: 1 }), placeholderData: undefined });
  const options = (vouchers.data?.items ?? []).map((v) => ({
    value: v.id,
    label: `${v.voucherCode} · ${v.voucherName}`,
  }));
  const columns = useVoucherUseColumns();

  return (
    <ListPage
      header={
        <PageHeader
          title={t('vouchers.menu.history')}
          subtitle={t('vouchers.historySubtitle')}
          back={{ to: '/voucher', label: t('vouchers.back') }}
        />
      }
      filters={
        <Group gap="sm" align="flex-end">
          <Select
            aria-label={t('vouchers.filterVoucher')}
            placeholder={t('vouchers.allVouchers')}
            data={options}
            value={filters.voucherId ?? null}
            onChange={(voucherId) => setFilters({ voucherId: voucherId ?? undefined })}
            searchable
            clearable
            data-testid="history-voucher"
            style={{ flex: 1, minWidth: 200 }}
          />
          <SearchBox value={filters.q} onSearch={(q) => setFilters({ q })} label={t('vouchers.historySearch')} />
        </Group>
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('vouchers.historyEmpty'), description: t('vouchers.historyEmptyHint') }}
      table={{ columns, testId: 'history-table', minWidth: 820, highlightOnHover: false }}
      card={(use) => <VoucherUseCard use={use} />}
      cardsTestId="history-cards"
      tableFrom="sm"
      rangeTestId="voucher-range"
      skeletonRows={6}
    />
  );
}
