import './couriers-texts';
import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { type CourierSummary, type Currency, formatMoney } from '@niaga/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';

export type CourierRowProps = {
  currency: Currency;
  canEdit: boolean;
  onToggle: (courier: CourierSummary) => void;
  onDelete: (courier: CourierSummary) => void;
};

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light" tt="none">
      {active ? t('couriers.active') : t('couriers.inactive')}
    </Badge>
  );
}

function useAmounts(currency: Currency) {
  const { t } = useTranslation();
  return {
    freeFrom: (courier: CourierSummary) =>
      courier.freeShippingMin === null ? t('couriers.neverFree') : formatMoney(courier.freeShippingMin, currency),
    fee: (courier: CourierSummary) => formatMoney(courier.handlingFee, currency),
  };
}

function Actions({
  courier,
  onToggle,
  onDelete,
}: Omit<CourierRowProps, 'currency' | 'canEdit'> & { courier: CourierSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Switch
        size="sm"
        checked={courier.active}
        onChange={() => onToggle(courier)}
        aria-label={t('couriers.activeSwitch', { name: courier.name })}
      />
      <LinkButton
        to={`/courier/edit/${courier.id}`}
        size="compact-sm"
        variant="subtle"
        leftSection={<IconPencil size={14} />}
      >
        {t('couriers.editShort')}
      </LinkButton>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => onDelete(courier)}
      >
        {t('couriers.delete')}
      </Button>
    </Group>
  );
}

/** The courier table's columns (wide screens); the row buttons for editors only. */
export function useCourierColumns({
  currency,
  canEdit,
  onToggle,
  onDelete,
}: CourierRowProps): ListColumn<CourierSummary>[] {
  const { t } = useTranslation();
  const amounts = useAmounts(currency);
  const columns: ListColumn<CourierSummary>[] = [
    { accessor: 'name', title: t('couriers.name'), cellStyle: { fontWeight: 600 } },
    {
      accessor: 'states',
      title: t('couriers.states'),
      render: (courier) => (
        <>
          <Text size="sm">{t('couriers.regionCount', { count: courier.regionCount })}</Text>
          <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
            {courier.states.join(', ')}
          </Text>
        </>
      ),
    },
    { accessor: 'freeShippingMin', title: t('couriers.freeShippingMin'), textAlign: 'right', render: amounts.freeFrom },
    { accessor: 'handlingFee', title: t('couriers.handlingFee'), textAlign: 'right', render: amounts.fee },
    { accessor: 'active', title: t('couriers.status'), render: (courier) => <ActiveBadge active={courier.active} /> },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    actionsColumn(t('common.actions'), (courier) => (
      <Actions courier={courier} onToggle={onToggle} onDelete={onDelete} />
    )),
  ];
}

/** One courier on a phone, instead of a table that scrolls sideways. */
export function CourierCard({
  courier,
  currency,
  canEdit,
  onToggle,
  onDelete,
}: CourierRowProps & { courier: CourierSummary }) {
  const { t } = useTranslation();
  const amounts = useAmounts(currency);
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {courier.name}
        </Text>
        <ActiveBadge active={courier.active} />
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {t('couriers.regionCount', { count: courier.regionCount })} · {courier.states.join(', ')}
      </Text>
      <Text size="sm">
        {t('couriers.freeShippingMin')}: {amounts.freeFrom(courier)} · {t('couriers.handlingFee')}:{' '}
        {amounts.fee(courier)}
      </Text>
      {canEdit && <Actions courier={courier} onToggle={onToggle} onDelete={onDelete} />}
    </>
  );
}
