import './payouts-texts';
import { Badge, type BadgeProps, Button, Group, Paper, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PayoutOutcome, PayoutStatus, PayoutView } from '@niaga/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<PayoutStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
};

export function PayoutStatusBadge({ status, ...props }: { status: PayoutStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      tt="none"
      data-status={status}
      style={{ flex: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {t(`payouts.status.${status}`)}
    </Badge>
  );
}

/** "Maybank · ••••5678" */
export function bankLine(bank: PayoutView['bank']): string {
  if (!bank?.bankName) return '—';
  const account = bank.accountNumber ? ` · ••••${bank.accountNumber.slice(-4)}` : '';
  return `${bank.bankName}${account}`;
}

/** "••••5678 · Chong Wei Ming" (the line under the bank's name). */
export function accountLine(bank: PayoutView['bank']): string {
  return [bank?.accountNumber ? `••••${bank.accountNumber.slice(-4)}` : null, bank?.accountName]
    .filter(Boolean)
    .join(' · ');
}

/** Each payout's result of a bulk move: done, or refused with the server's reason. */
export function OutcomeList({ outcome, onClose }: { outcome: PayoutOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="payout-outcome">
      <Group gap="xs">
        <Badge color="teal" variant="light" tt="none" size="lg" data-testid="outcome-done">
          {t('payouts.outcome.done', { count: outcome.done })}
        </Badge>
        {outcome.refused > 0 && (
          <Badge color="red" variant="light" tt="none" size="lg">
            {t('payouts.outcome.refused', { count: outcome.refused })}
          </Badge>
        )}
      </Group>
      <ScrollArea.Autosize mah={360}>
        <Stack gap="xs">
          {outcome.results.map((result) => (
            <Paper key={result.id} withBorder p="xs" radius="md" data-ok={result.ok ? 'true' : 'false'}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon color={result.ok ? 'teal' : 'red'} variant="light" size="sm" radius="xl">
                  {result.ok ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} ff="monospace">
                    {result.reference ?? result.id}
                  </Text>
                  <Text size="sm" c={result.ok ? 'dimmed' : 'red'}>
                    {result.message ?? t(`payouts.outcome.${result.outcome}`)}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="outcome-close">
          {t('payouts.close')}
        </Button>
      </Group>
    </Stack>
  );
}
