import './manage-orders-texts';
import { Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSelectSearch } from '../../ui/select-search';
import { agentDetailQuery, agentListQuery } from '../network';

type Props = {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
  nothingFound: string;
  testId: string;
  /** A choice listed first that is not an agent (e.g. "HQ"), with its own value. */
  fixedOption?: { value: string; label: string };
};

/** A list filter naming one agent: a searchable select asking the agent list (an agent's own downline for agents). */
export function AgentFilterSelect({ value, onChange, label, nothingFound, testId, fixedOption }: Props) {
  const { t } = useTranslation();
  const agentId = value && value !== fixedOption?.value ? value : '';
  const chosen = useQuery({ ...agentDetailQuery(agentId), enabled: Boolean(agentId) }).data;
  const { search, setSearch, query } = useSelectSearch(
    fixedOption && value === fixedOption.value ? fixedOption.label : chosen?.name,
  );
  const agents = useQuery({
    ...agentListQuery({ q: query || undefined, sort: 'name' }),
    placeholderData: keepPreviousData,
  });
  const options = (agents.data?.items ?? []).map((agent) => ({ value: agent.id, label: agent.name }));
  if (chosen && !options.some((option) => option.value === chosen.id))
    options.unshift({ value: chosen.id, label: chosen.name });
  if (fixedOption) options.unshift(fixedOption);
  return (
    <Select
      label={label}
      placeholder={t('manageOrders.filter.all')}
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      searchable
      clearable
      data-testid={testId}
    />
  );
}
