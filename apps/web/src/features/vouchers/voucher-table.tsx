import './vouchers-texts';
import { ActionIcon, Card, Group, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { VoucherView } from '@niaga/shared';
import { IconEdit, IconHistory, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { formatDay, VoucherBenefit, VoucherStatusBadge } from './voucher-ui';

type Props = {
  items: VoucherView[];
  canEdit: boolean;
  onDelete: (voucher: VoucherView) => void;
};

export const historyPath = (voucherId: string) => `/voucher/history?voucherId=${encodeURIComponent(voucherId)}`;

function Actions({ voucher, canEdit, onDelete }: { voucher: VoucherView } & Omit<Props, 'items'>) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('vouchers.history')}>
        <ActionIcon variant="subtle" component={Link} to={historyPath(voucher.id)} aria-label={t('vouchers.history')}>
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
      {canEdit && (
        <>
          <Tooltip label={t('vouchers.edit')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/voucher/edit/${encodeURIComponent(voucher.id)}`}
              aria-label={t('vouchers.edit')}
              data-testid="voucher-edit"
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('vouchers.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(voucher)}
              aria-label={t('vouchers.delete')}
              data-testid="voucher-delete"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}

const usage = (voucher: VoucherView) => `${voucher.usageCount} / ${voucher.totalUsableLimit}`;

/** Vouchers on desktop. */
export function VoucherTable({ items, canEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="xs" highlightOnHover striped fz="sm" data-testid="voucher-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vouchers.col.voucher')}</Table.Th>
            <Table.Th>{t('vouchers.col.benefit')}</Table.Th>
            <Table.Th>{t('vouchers.col.period')}</Table.Th>
            <Table.Th ta="right">{t('vouchers.col.usage')}</Table.Th>
            <Table.Th ta="right">{t('vouchers.col.perAgent')}</Table.Th>
            <Table.Th>{t('vouchers.col.status')}</Table.Th>
            <Table.Th aria-label={t('common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((voucher) => (
            <Table.Tr key={voucher.id} data-voucher={voucher.voucherCode}>
              <Table.Td>
                <Text fw={700} size="sm" ff="monospace">
                  {voucher.voucherCode}
                </Text>
                <Text size="xs" c="dimmed" maw={220} truncate title={voucher.voucherName}>
                  {voucher.voucherName}
                </Text>
              </Table.Td>
              <Table.Td>
                <VoucherBenefit voucher={voucher} money={money} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDay(voucher.voucherStartDate)} – {formatDay(voucher.voucherStopDate)}
              </Table.Td>
              <Table.Td ta="right" data-col="usage">
                {usage(voucher)}
              </Table.Td>
              <Table.Td ta="right">{voucher.voucherUsgLimit}</Table.Td>
              <Table.Td>
                <VoucherStatusBadge status={voucher.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <Actions voucher={voucher} canEdit={canEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Vouchers on phones: one card each. */
export function VoucherCards({ items, canEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="sm" data-testid="voucher-cards">
      {items.map((voucher) => (
        <Card key={voucher.id} withBorder radius="md" padding="sm" data-voucher={voucher.voucherCode}>
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="sm" ff="monospace" truncate>
                  {voucher.voucherCode}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {voucher.voucherName}
                </Text>
              </div>
              <VoucherStatusBadge status={voucher.status} size="sm" />
            </Group>
            <VoucherBenefit voucher={voucher} money={money} />
            <Text size="sm">
              {t('vouchers.col.period')}: {formatDay(voucher.voucherStartDate)} – {formatDay(voucher.voucherStopDate)}
            </Text>
            <SimpleGrid cols={2} spacing={6}>
              <Mini label={t('vouchers.col.usage')} value={usage(voucher)} />
              <Mini label={t('vouchers.col.perAgent')} value={String(voucher.voucherUsgLimit)} />
            </SimpleGrid>
            <Actions voucher={voucher} canEdit={canEdit} onDelete={onDelete} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
