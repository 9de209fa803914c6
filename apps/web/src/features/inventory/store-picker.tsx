import './inventory-texts';
import { Select } from '@mantine/core';
import type { StockStore } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSelectSearch } from '../../ui/select-search';
import { branchesQuery } from '../couriers';
import { uplineSearchQuery } from '../recruitment';

const MAIN = 'main';
type Option = { value: string; label: string };

/**
 * HQ's choice of stock location: a branch (the main one by default) or an agent's stock (read only), agents
 * found by name through GET /api/agent-database?q=. `onChange(undefined)` means the main branch.
 */
export function StorePicker({ store, onChange }: { store: StockStore | undefined; onChange: (id?: string) => void }) {
  const { t } = useTranslation();
  const current = store?.kind === 'agent' ? store : undefined;
  const branch = store?.kind === 'branch' ? store : { id: MAIN, name: t('inventory.store.main') };
  const { search, setSearch, query } = useSelectSearch((current ?? branch).name);
  const agents = useQuery(uplineSearchQuery(query));

  const branchList = useQuery(branchesQuery()).data ?? [];
  const branches: Option[] = branchList.length
    ? branchList.map((item) => ({ value: item.id, label: item.name }))
    : [{ value: branch.id, label: branch.name }];
  const agentOptions: Option[] = (agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }));
  if (current && !agentOptions.some((option) => option.value === current.id))
    agentOptions.unshift({ value: current.id, label: current.name });

  return (
    <Select
      label={t('inventory.store.label')}
      data={[
        { group: t('inventory.store.branches'), items: branches },
        { group: t('inventory.store.agents'), items: agentOptions },
      ]}
      value={(current ?? branch).id}
      onChange={(value) => onChange(value && value !== MAIN ? value : undefined)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      allowDeselect={false}
      nothingFoundMessage={agents.isFetching ? t('common.loading') : t('inventory.store.noAgents')}
      data-testid="store-picker"
    />
  );
}
