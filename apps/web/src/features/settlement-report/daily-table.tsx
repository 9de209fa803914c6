import { Card, ScrollArea, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatDayShort, type SettlementDay } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';

/** The period per day: payments, collected, fees, net, settled and pending (scrolls sideways on phones). */
export function DailyTable({ days }: { days: SettlementDay[] | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const MONEY = ['collected', 'fee', 'net', 'settled', 'pending'] as const;
  const value = (day: SettlementDay, key: (typeof MONEY)[number]) => money(key === 'fee' ? day.fees : day[key]);
  return (
    <Card withBorder radius="md" p="sm" data-testid="settlement-days">
      <Title order={3} size="h5" mb="xs">
        {t('settlement.days')}
      </Title>
      {!days ? (
        <Skeleton height={120} />
      ) : days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settlement.daysEmpty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto">
          <Table striped highlightOnHover miw={640} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settlement.col.day')}</Table.Th>
                <Table.Th ta="right">{t('settlement.col.payments')}</Table.Th>
                {MONEY.map((key) => (
                  <Table.Th key={key} ta="right">
                    {t(`settlement.col.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day.day} data-day={day.day}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayShort(day.day)}</Table.Td>
                  <Table.Td ta="right">{day.payments}</Table.Td>
                  {MONEY.map((key) => (
                    <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {value(day, key)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}
