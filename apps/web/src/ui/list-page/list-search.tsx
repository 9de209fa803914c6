import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSettledSearch } from '../../lib/use-settled-search';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The search in use (from the address). */
  value: string | undefined;
  /** The new search, once typing settles. */
  onSearch: (q: string | undefined) => void;
  /** What screen readers hear; the placeholder too unless `placeholder` is given. */
  label: string;
  /** The label stands above the box (else screen readers alone hear it). */
  showLabel?: boolean;
};

/** A list's search box with the search icon; the typed text reaches `onSearch` once typing settles. */
export function ListSearch({ value, onSearch, label, showLabel, placeholder, ...props }: Props) {
  const [search, setSearch] = useSettledSearch(value, onSearch);
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={placeholder ?? label}
      {...(showLabel ? { label } : { 'aria-label': label })}
      {...props}
      value={search}
      onChange={(event) => setSearch(event.currentTarget.value)}
    />
  );
}
