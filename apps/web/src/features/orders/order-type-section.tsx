import './orders-texts';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../ui/search-select';
import type { CheckoutChoices, CheckoutErrors } from './checkout-state';
import { downlineSearchQuery } from './orders.api';

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
  return (
    <SearchSelect
      label={t('orders.checkout.downline')}
      description={t('orders.checkout.downlineHint')}
      placeholder={t('orders.checkout.downlinePlaceholder')}
      value={value}
      onChange={onChange}
      queryOf={downlineSearchQuery}
      toOption={(agent) => ({
        value: agent.id,
        label: agent.level ? `${agent.name} · ${agent.level.name}` : agent.name,
      })}
      clearable
      noneFound={t('orders.checkout.noDownline')}
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
