import { Badge, Card, Group, Progress, Stack, Table, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { COMMISSION_TYPES, type CommissionRankProgress, type CommissionType, type Currency } from '@niaga/shared';
import { IconArrowRight, IconAward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money, Overline } from './commission-ui';

/** One balance (payable, pending…) with its icon, hint and an optional action. */
export function BalanceCard({
  icon,
  color,
  label,
  hint,
  value,
  action,
  testId,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  hint: string;
  value: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p="md" data-testid={testId}>
      <Stack gap={6} h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={color} size="lg" radius="md">
            {icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Text fw={800} fz={24} lh={1.2} data-testid={`${testId}-value`}>
            {value}
          </Text>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}

/** One row per commission type: its name (a link to its entries) and the amount. */
export function TypeRows({
  byType,
  format,
  href,
}: {
  byType: Record<CommissionType, number>;
  format: (sen: number) => string;
  href: (type: CommissionType) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders>
      <Table.Tbody>
        {COMMISSION_TYPES.map((type) => (
          <Table.Tr key={type} data-type={type}>
            <Table.Td>
              <UnstyledButton component={Link} to={href(type)} data-testid={`type-link-${type}`}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" c={byType[type] === 0 ? 'dimmed' : undefined}>
                    {t(`commission.type.${type}`)}
                  </Text>
                  <IconArrowRight size={12} opacity={0.5} />
                </Group>
              </UnstyledButton>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={byType[type] === 0 ? 400 : 600} c={byType[type] === 0 ? 'dimmed' : undefined}>
                {format(byType[type])}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The rank achieved, the next one and the progress towards it (the commission summary and the reward plan). */
export function RankCard({ rank, currency }: { rank: CommissionRankProgress; currency: Currency }) {
  const { t } = useTranslation();
  const m = (sen: number) => money(sen, currency);
  // The thresholds count what the company's MOQ setting names: units, or money.
  const figure = (value: number, basis: 'unit' | 'amount') =>
    basis === 'unit' ? t('commission.rank.units', { units: value.toLocaleString('en-US') }) : m(value);
  const { achieved, next, progress } = rank;
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="rank-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Overline>{t('commission.rank.achieved')}</Overline>
            <Group gap="xs" mt={4}>
              <ThemeIcon variant="light" color="grape" radius="xl">
                <IconAward size={18} />
              </ThemeIcon>
              <Title order={2} size="h3" data-testid="rank-achieved">
                {achieved?.name ?? t('commission.rank.none')}
              </Title>
            </Group>
          </div>
          {next && (
            <Badge variant="light" color="grape" size="lg" style={{ flexShrink: 0 }}>
              {t('commission.rank.next', { name: next.name })}
            </Badge>
          )}
        </Group>
        {next ? (
          <Stack gap="sm" data-testid="rank-progress">
            <Text size="sm" c="dimmed">
              {t('commission.rank.progressHint', { name: next.name })}
            </Text>
            {progress.map((row) => {
              const percent = row.need <= 0 ? 100 : Math.min(100, (row.have / row.need) * 100);
              const met = row.have >= row.need;
              return (
                <div key={row.key} data-threshold={row.key}>
                  <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {t(`commission.rank.${row.key}`)}
                    </Text>
                    <Text size="sm" c={met ? 'teal' : 'dimmed'} ta="right">
                      {figure(row.have, row.basis)} / {figure(row.need, row.basis)}
                    </Text>
                  </Group>
                  <Progress
                    value={percent}
                    color={met ? 'teal' : 'grape'}
                    size="lg"
                    radius="xl"
                    aria-label={t(`commission.rank.${row.key}`)}
                  />
                </div>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {achieved ? t('commission.rank.top') : t('commission.rank.noRanks')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
