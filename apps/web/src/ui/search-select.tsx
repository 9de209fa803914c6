import { Select, type SelectProps } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectSearch } from './select-search';

export type SearchOption = { value: string; label: string };

type Props<Raw, Item, Key extends QueryKey> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'nothingFoundMessage'
> & {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The server search for the typed text (empty: the first matches). */
  queryOf: (query: string) => UseQueryOptions<Raw, Error, Item[], Key>;
  toOption: (item: Item) => SearchOption;
  /** The list's message when the search found nothing. */
  noneFound: string;
};

/**
 * A select whose options the server finds as the user types. The chosen option stays listed (and its label
 * shown) while a later search no longer returns it.
 */
export function SearchSelect<Raw, Item, Key extends QueryKey>({
  value,
  onChange,
  queryOf,
  toOption,
  noneFound,
  ...props
}: Props<Raw, Item, Key>) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const { search, setSearch, query } = useSelectSearch(chosen?.label);
  const { data, isFetching, error } = useQuery(queryOf(query));
  const options = (data ?? []).map(toOption);
  if (chosen && value === chosen.value && !options.some((option) => option.value === chosen.value))
    options.unshift(chosen);
  return (
    <Select
      {...props}
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? t('common.loading') : error ? error.message : noneFound}
    />
  );
}
