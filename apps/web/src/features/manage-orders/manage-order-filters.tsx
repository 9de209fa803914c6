import './manage-orders-texts';
import { Select } from '@mantine/core';
import { ORDER_TYPES, PAYMENT_METHODS } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '../../app/date-field';
import { FilterPanel } from '../../ui/list-page/filter-panel';
import { ListSearch } from '../../ui/list-page/list-search';
import { branchesQuery } from '../couriers';
import { AgentFilterSelect } from './agent-filter-select';
import { DATE_FIELDS, type ManageFilters } from './manage-orders.api';
import { SellerSelect } from './seller-filter';

type Props = {
  filters: ManageFilters;
  onChange: (patch: Partial<ManageFilters>) => void;
  /** HQ and staff filter by agent and branch; an agent sees only its own sales. */
  hqSide: boolean;
  /** The screen fixes the order type (the e-koop list): no type filter. */
  fixedType?: boolean;
};

/** Search, dates (created, paid or approved), agent, payment method, branch, seller and order type. */
export function ManageOrderFilters({ filters, onChange, hqSide, fixedType = false }: Props) {
  const { t } = useTranslation();
  const branches = useQuery({ ...branchesQuery(), enabled: hqSide });
  const count = [
    filters.from,
    filters.to,
    filters.agentId,
    filters.paymentMethod,
    filters.branchId,
    filters.seller,
    fixedType ? undefined : filters.type,
  ].filter(Boolean).length;
  return (
    <FilterPanel
      testId="manage-filters"
      columns={hqSide ? 4 : 3}
      count={count}
      lead={
        <ListSearch
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          label={t('manageOrders.filter.search')}
          showLabel
          placeholder={t('manageOrders.filter.searchPlaceholder')}
          style={{ flex: '1 1 260px' }}
          data-testid="manage-search"
        />
      }
    >
      <Select
        label={t('manageOrders.filter.dateField')}
        data={DATE_FIELDS.map((value) => ({ value, label: t(`manageOrders.dateField.${value}`) }))}
        value={filters.dateField ?? 'created'}
        onChange={(value) =>
          onChange({
            dateField: value === 'created' ? undefined : ((value ?? undefined) as ManageFilters['dateField']),
          })
        }
        allowDeselect={false}
        data-testid="filter-date-field"
      />
      <DateRangeField
        label={t('manageOrders.filter.period')}
        value={{ from: filters.from, to: filters.to }}
        onChange={onChange}
        data-testid="filter-period"
      />
      {hqSide && (
        <AgentFilterSelect
          value={filters.agentId}
          onChange={(agentId) => onChange({ agentId })}
          label={t('manageOrders.filter.agent')}
          nothingFound={t('manageOrders.filter.noAgent')}
          testId="filter-agent"
        />
      )}
      <Select
        label={t('orders.col.payment')}
        placeholder={t('manageOrders.filter.all')}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(`orders.payment.method.${value}`) }))}
        value={filters.paymentMethod ?? null}
        onChange={(value) => onChange({ paymentMethod: (value ?? undefined) as ManageFilters['paymentMethod'] })}
        clearable
        data-testid="filter-payment"
      />
      {hqSide && (
        <Select
          label={t('manageOrders.filter.branch')}
          placeholder={t('manageOrders.filter.all')}
          data={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
          value={filters.branchId ?? null}
          onChange={(value) => onChange({ branchId: value ?? undefined })}
          error={branches.error?.message}
          clearable
          data-testid="filter-branch"
        />
      )}
      {hqSide && <SellerSelect value={filters.seller} onChange={(seller) => onChange({ seller })} />}
      {!fixedType && (
        <Select
          label={t('orders.col.type')}
          placeholder={t('manageOrders.filter.all')}
          data={ORDER_TYPES.map((value) => ({ value, label: t(`orders.type.${value}`) }))}
          value={filters.type ?? null}
          onChange={(value) => onChange({ type: (value ?? undefined) as ManageFilters['type'] })}
          clearable
          data-testid="filter-type"
        />
      )}
    </FilterPanel>
  );
}
