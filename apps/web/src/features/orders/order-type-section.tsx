import './orders-texts';
import { SegmentedControl, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectSearch } from '../../ui/select-search';
import type { CheckoutChoices, CheckoutErrors } from './checkout-state';
import { downlineSearchQuery } from './orders.api';

type Option = { value: string; label: string };

/** A team order's buyer: a searchable list of the placer's downline. */
function DownlineSelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Option | null>(null);
  const { search, setSearch, query } = useSelectSearch(chosen?.label);
  const { data, isFetching, error: loadError } = useQuery(downlineSearchQuery(query));
  const options: Option[] = (data ?? []).map((agent) => ({
    value: agent.id,
    label: agent.level ? `${agent.name} · ${agent.level.name}` : agent.name,
  }));
  if (chosen && value === chosen.value && !options.some((option) => option.value === chosen.value))
    options.unshift(chosen);
  return (
    <Select
      label={t('orders.checkout.downline')}
      description={t('orders.checkout.downlineHint')}
      placeholder={t('orders.checkout.downlinePlaceholder')}
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        isFetching ? t('common.loading') : loadError ? loadError.message : t('orders.checkout.noDownline')
      }
      error={error}
      data-testid="downline-select"
    />
  );
}

/** Personal (for oneself) or team (placed for a downline, who becomes the buyer). */
export function OrderTypeSection({
  choices,
  patch,
  errors,
}: {
  choices: CheckoutChoices;
  patch: (change: Partial<CheckoutChoices>) => void;
  errors: CheckoutErrors;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={choices.type}
        onChange={(value) => patch({ type: value as CheckoutChoices['type'] })}
        data={[
          { value: 'personal', label: t('orders.type.personal') },
          { value: 'team', label: t('orders.type.team') },
        ]}
        fullWidth
        data-testid="order-type"
      />
      {choices.type === 'team' && (
        <DownlineSelect value={choices.buyerId} onChange={(buyerId) => patch({ buyerId })} error={errors.buyerId} />
      )}
    </Stack>
  );
}
