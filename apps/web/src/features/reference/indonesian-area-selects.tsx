import './reference-texts';
import { Grid, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { type AddressValue, HALF, PostcodeInput, toOptions } from './address-parts';
import { districtsQuery, provincesQuery, regenciesQuery, villagesQuery } from './reference.api';

type Level = {
  id: 'provinceId' | 'regencyId' | 'districtId' | 'villageId';
  label: string;
  nameField?: 'state' | 'city';
};
const LEVELS: Level[] = [
  { id: 'provinceId', label: 'reference.province', nameField: 'state' },
  { id: 'regencyId', label: 'reference.regency', nameField: 'city' },
  { id: 'districtId', label: 'reference.district' },
  { id: 'villageId', label: 'reference.village' },
];

/** Province → regency/city → district → village: each choice clears the levels below it. */
export function IndonesianAreaSelects({ form }: { form: UseFormReturn<AddressValue> }) {
  const { t } = useTranslation();
  const [provinceId, regencyId, districtId] = form.watch(['provinceId', 'regencyId', 'districtId']);
  const lists = [
    useQuery(provincesQuery()),
    useQuery(regenciesQuery(provinceId || undefined)),
    useQuery(districtsQuery(regencyId || undefined)),
    useQuery(villagesQuery(districtId || undefined)),
  ];
  const [provinces, regencies] = [lists[0]?.data, lists[1]?.data];
  // Profile forms keep only the names: find the province and regency codes again when the form opens.
  useEffect(() => {
    for (const [level, items] of [
      [LEVELS[0], provinces],
      [LEVELS[1], regencies],
    ] as const) {
      const name = level?.nameField ? form.getValues(level.nameField) : '';
      if (!level || !name || form.getValues(level.id)) continue;
      const match = items?.find((item) => item.name === name);
      if (match) form.setValue(level.id, match.code);
    }
  }, [provinces, regencies, form]);
  return (
    <>
      {LEVELS.map((level, index) => {
        const list = lists[index];
        const parentChosen = index === 0 || Boolean(form.watch(LEVELS[index - 1]?.id ?? 'provinceId'));
        return (
          <Grid.Col span={HALF} key={level.id}>
            <Controller
              control={form.control}
              name={level.id}
              render={({ field }) => (
                <Select
                  label={t(level.label)}
                  data={toOptions(list?.data)}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    const chosen = list?.data?.find((item) => item.code === value);
                    if (level.nameField) form.setValue(level.nameField, chosen?.name ?? '', { shouldDirty: true });
                    for (const below of LEVELS.slice(index + 1)) {
                      form.setValue(below.id, '');
                      if (below.nameField) form.setValue(below.nameField, '');
                    }
                  }}
                  disabled={!parentChosen}
                  searchable
                  clearable
                  nothingFoundMessage={t('reference.nothingFound')}
                  error={
                    fieldError(t, form.formState.errors[level.nameField ?? level.id]) ??
                    (list?.isError ? t('reference.loadFailed') : undefined)
                  }
                  data-testid={`${level.id}-select`}
                />
              )}
            />
          </Grid.Col>
        );
      })}
      <Grid.Col span={HALF}>
        <PostcodeInput form={form} />
      </Grid.Col>
    </>
  );
}
