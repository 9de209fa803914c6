import './payments-texts';
import { Alert, Box, Button, Card, Chip, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDateLong, formatDateTime, toLanguage, type WalletEntryView } from '@niaga/shared';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { ListFooter } from '../../ui/list-page/paging';
import { useMoney } from '../../ui/money';
import { paymentMethodsQuery } from '../orders';
import { parseUrlAmount, topUpPath, urlAmount, walletQuery } from './payments.api';
import { KindBadge, PageTitle, SignedAmount, topUpAmountProblem, useTopUpLimits } from './payments-ui';

/** Preset top-ups in sen (RM 50 … RM 1,000). */
const PRESETS = [5_000, 10_000, 20_000, 50_000, 100_000];

/** /wallet: the agent's balance, a top-up with presets, and the ledger. */
export function WalletPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { page, update } = useUrlState([] as const);
  const { data, error, isPending, refetch } = useQuery(walletQuery(page));

  return (
    <Stack gap="lg">
      <PageTitle title={t('payments.menu.wallet')} subtitle={t('payments.wallet.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="lg" p="lg">
          <Stack gap={4} justify="center" h="100%">
            <Group gap="xs" c="dimmed">
              <IconWallet size={18} />
              <Text size="sm">{t('payments.wallet.balance')}</Text>
            </Group>
            {isPending ? (
              <SkeletonBlock rows={1} />
            ) : (
              <Text fz={32} fw={700} lh={1.2} data-testid="wallet-balance">
                {data ? money(data.balance) : '–'}
              </Text>
            )}
          </Stack>
        </Card>
        <TopUpOrUnavailable />
      </SimpleGrid>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Text fw={600} px={{ base: 'xs', sm: 0 }} pt={{ base: 'xs', sm: 0 }}>
            {t('payments.wallet.history')}
          </Text>
          {isPending ? (
            <SkeletonBlock rows={5} />
          ) : error && !data ? (
            <ErrorState message={error.message} onRetry={() => void refetch()} />
          ) : !data || data.entries.items.length === 0 ? (
            <EmptyList title={t('payments.wallet.empty')} description={t('payments.wallet.emptyHint')} />
          ) : (
            <Stack gap="sm">
              <Ledger items={data.entries.items} />
              <ListFooter testId="wallet-range" data={data.entries} onPage={(p) => update({ page: p })} />
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** A top-up goes through the online gateway; where none is configured, the box says so instead. */
function TopUpOrUnavailable() {
  const { t } = useTranslation();
  const methods = useQuery(paymentMethodsQuery());
  const online = methods.data?.find((option) => option.method === 'online');
  if (online && !online.available)
    return (
      <Alert color="gray" radius="lg" title={t('payments.wallet.topUp')} data-testid="top-up-unavailable">
        {t('payments.wallet.topUpUnavailable')}
      </Alert>
    );
  return <TopUpBox />;
}

function TopUpBox() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const currency = useCurrentUser()?.company.currency ?? 'MYR';
  const limits = useTopUpLimits(currency);
  const [text, setText] = useState(urlAmount(PRESETS[0]!));
  const [problem, setProblem] = useState<string | null>(null);
  const sen = parseUrlAmount(text.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = topUpAmountProblem(sen);
    setProblem(found);
    if (!found && sen !== null) navigate(topUpPath(sen));
  };

  return (
    <Card withBorder radius="lg" p="lg" component="form" onSubmit={submit} noValidate data-testid="top-up-box">
      <Stack gap="sm">
        <Text fw={600}>{t('payments.wallet.topUp')}</Text>
        <Chip.Group
          value={sen !== null && PRESETS.includes(sen) ? String(sen) : ''}
          onChange={(value) => {
            setText(urlAmount(Number(value)));
            setProblem(null);
          }}
        >
          <Group gap={6}>
            {PRESETS.map((preset) => (
              <Chip key={preset} value={String(preset)} size="sm" wrapperProps={{ 'data-testid': `preset-${preset}` }}>
                {money(preset)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          label={t('payments.wallet.amount')}
          description={t('payments.wallet.topUpHint', limits)}
          leftSection={currency === 'IDR' ? 'Rp' : 'RM'}
          leftSectionWidth={40}
          inputMode="decimal"
          autoComplete="off"
          name="amount"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem ? t(problem) : undefined}
        />
        <Button type="submit" data-testid="top-up-continue">
          {t('payments.wallet.continue')}
        </Button>
      </Stack>
    </Card>
  );
}

function Ledger({ items }: { items: WalletEntryView[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const timeZone = useCurrentUser()?.company.timeZone;
  const long = (iso: string) => formatDateLong(iso, toLanguage(i18n.language), timeZone);
  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" data-testid="wallet-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.col.date')}</Table.Th>
              <Table.Th>{t('payments.col.type')}</Table.Th>
              <Table.Th>{t('payments.col.details')}</Table.Th>
              <Table.Th ta="right">{t('payments.col.amount')}</Table.Th>
              <Table.Th ta="right">{t('payments.col.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((entry) => (
              <Table.Tr key={entry.id} data-testid="wallet-entry">
                <Table.Td title={long(entry.createdAt)} style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.createdAt, timeZone)}
                </Table.Td>
                <Table.Td>
                  <KindBadge kind={entry.kind} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.description}</Table.Td>
                <Table.Td ta="right">
                  <SignedAmount sen={entry.amount} money={money} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(entry.balanceAfter)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="xs" hiddenFrom="sm" data-testid="wallet-cards">
        {items.map((entry) => (
          <Card key={entry.id} withBorder radius="md" p="sm" data-testid="wallet-entry">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <KindBadge kind={entry.kind} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {long(entry.createdAt)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <SignedAmount sen={entry.amount} money={money} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('payments.col.balance')}: {money(entry.balanceAfter)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
