import './recruitment-texts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uplineSearchQuery } from './recruitment.api';

type Option = { value: string; label: string };
type Props = { value: string | undefined; onChange: (value: string | undefined) => void; error?: string };

/** Searchable agent picker (GET /api/agent-database?q=…&limit=20); empty means HQ is the upline. */
export function UplineSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Option | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const query = selected && search === selected.label ? '' : debounced.trim();
  const { data: agents, isFetching, error: loadError } = useQuery(uplineSearchQuery(query));

  const options: Option[] = (agents ?? []).map((agent) => ({
    value: agent.id,
    label: agent.level ? `${agent.name} · ${agent.level.name}` : agent.name,
  }));
  if (selected && value === selected.value && !options.some((option) => option.value === selected.value)) {
    options.unshift(selected);
  }

  return (
    <Select
      label={t('recruitment.agentRegistration.upline')}
      description={t('recruitment.agentRegistration.uplineHint')}
      placeholder={t('recruitment.agentRegistration.uplinePlaceholder')}
      data={options}
      value={value ?? null}
      onChange={(next, option) => {
        setSelected(next ? option : null);
        onChange(next ?? undefined);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        isFetching ? t('common.loading') : loadError ? loadError.message : t('recruitment.agentRegistration.noAgents')
      }
      error={error}
      data-testid="upline-select"
    />
  );
}
