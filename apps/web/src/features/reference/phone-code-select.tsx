import { Grid, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { phoneCodeOptions, phoneCodesQuery } from './reference.api';

type Props = {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** The list and the search add each code's country (a wider list). */
  countries?: boolean;
};

/** The country calling code of a phone number; the field shows the code only (it is narrow on phones). */
export function PhoneCodeSelect({ value, onChange, error, countries }: Props) {
  const { t } = useTranslation();
  const codes = useQuery(phoneCodesQuery());
  // Until the list arrives, the current code is the only option.
  const options = codes.data ? phoneCodeOptions(codes.data) : [{ value: value || '+60', name: '' }];
  const names = new Map(options.map((option) => [option.value, option.name]));
  const withCountry = (code: string) => `${code} ${names.get(code) ?? ''}`;
  return (
    <Select
      label={t('field.phoneCode')}
      data={options.map(({ value: code }) => ({ value: code, label: code }))}
      {...(countries && {
        renderOption: ({ option }) => withCountry(option.value),
        filter: ({ options: items, search }) =>
          items.filter((item) =>
            withCountry('value' in item ? item.value : '')
              .toLowerCase()
              .includes(search.trim().toLowerCase()),
          ),
      })}
      value={value}
      searchable
      comboboxProps={{ width: countries ? 260 : 200, position: 'bottom-start' }}
      onChange={(next) => onChange(next ?? '+60')}
      allowDeselect={false}
      error={error}
    />
  );
}

/** The calling code bound to a form's `phoneCode` (or `name`), in the narrow column before the number's. */
export function PhoneCodeCol<T extends FieldValues>({
  control,
  error,
  countries,
  name = 'phoneCode' as Path<T>,
}: {
  control: Control<T>;
  error?: string;
  countries?: boolean;
  name?: Path<T>;
}) {
  return (
    <Grid.Col span={{ base: 4, xs: 3 }}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneCodeSelect countries={countries} value={field.value} onChange={field.onChange} error={error} />
        )}
      />
    </Grid.Col>
  );
}
