import './couriers-texts';
import { Badge, Button, Card, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { type CourierSummary, type Currency, formatMoney } from '@niaga/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  items: CourierSummary[];
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
}: Omit<Props, 'items' | 'currency' | 'canEdit'> & { courier: CourierSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Switch
        size="sm"
        checked={courier.active}
        onChange={() => onToggle(courier)}
        aria-label={t('couriers.activeSwitch', { name: courier.name })}
      />
      <Button
        component={Link}
        to={`/courier/edit/${courier.id}`}
        size="compact-sm"
        variant="subtle"
        leftSection={<IconPencil size={14} />}
      >
        {t('couriers.editShort')}
      </Button>
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

export function CourierTable({ items, currency, canEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation();
  const amounts = useAmounts(currency);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped highlightOnHover data-testid="courier-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('couriers.name')}</Table.Th>
            <Table.Th>{t('couriers.states')}</Table.Th>
            <Table.Th ta="right">{t('couriers.freeShippingMin')}</Table.Th>
            <Table.Th ta="right">{t('couriers.handlingFee')}</Table.Th>
            <Table.Th>{t('couriers.status')}</Table.Th>
            {canEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((courier) => (
            <Table.Tr key={courier.id} data-courier={courier.name}>
              <Table.Td fw={600}>{courier.name}</Table.Td>
              <Table.Td>
                <Text size="sm">{t('couriers.regionCount', { count: courier.regionCount })}</Text>
                <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                  {courier.states.join(', ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{amounts.freeFrom(courier)}</Table.Td>
              <Table.Td ta="right">{amounts.fee(courier)}</Table.Td>
              <Table.Td>
                <ActiveBadge active={courier.active} />
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Actions courier={courier} onToggle={onToggle} onDelete={onDelete} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The list on phones: one card per courier instead of a table that scrolls sideways. */
export function CourierCards({ items, currency, canEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation();
  const amounts = useAmounts(currency);
  return (
    <Stack gap="sm" data-testid="courier-cards">
      {items.map((courier) => (
        <Card key={courier.id} withBorder radius="md" padding="sm" data-courier={courier.name}>
          <Stack gap={6}>
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
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
