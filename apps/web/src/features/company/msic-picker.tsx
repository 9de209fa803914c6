import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msicQuery } from './company-profile.api';

type Props = {
  value: string | null;
  /** The description saved with the code, shown before any search. */
  description: string | null;
  onChange: (code: string | null, description: string | null) => void;
  error?: string;
};

/** Picks an MSIC 2008 code: searched on the server by code prefix or words of the description. */
export function MsicPicker({ value, description, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, 300);
  const chosen = value ? `${value} · ${description ?? ''}` : '';
  // While the box shows the chosen code, list codes like it rather than searching for its label.
  const q = settled === chosen ? (value ?? '') : settled.trim();
  const codes = useQuery(msicQuery(q));
  const options = (codes.data ?? []).map((code) => ({ value: code.code, label: `${code.code} · ${code.description}` }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: chosen });
  return (
    <Select
      label={t('companyProfile.msic')}
      description={t('companyProfile.msicHint')}
      placeholder={t('companyProfile.msicPlaceholder')}
      data={options}
      value={value}
      searchable
      clearable
      filter={({ options: items }) => items}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(code) => {
        const picked = codes.data?.find((row) => row.code === code);
        onChange(code, picked?.description ?? (code === value ? description : null));
      }}
      nothingFoundMessage={codes.isFetching ? t('common.loading') : t('companyProfile.msicNone')}
      rightSection={codes.isFetching ? <Loader size={14} /> : undefined}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={error ?? (codes.isError ? t('reference.loadFailed') : undefined)}
      data-testid="msic-picker"
    />
  );
}
