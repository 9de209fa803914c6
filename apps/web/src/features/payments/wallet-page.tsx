import './payments-texts';
import { Alert, Button, Card, Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { SkeletonBlock } from '../../app/page-states';
import { ListResults } from '../../ui/list-page/list-results';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { paymentMethodsQuery } from '../orders';
import { parseUrlAmount, topUpPath, urlAmount, walletQuery } from './payments.api';
import { topUpAmountProblem, useTopUpLimits } from './payments-ui';
import { useWalletColumns, WalletEntryCard } from './wallet-columns';

/** Preset top-ups in sen (RM 50 … RM 1,000). */
const PRESETS = [5_000, 10_000, 20_000, 50_000, 100_000];
const ENTRY_ROW = { 'data-testid': 'wallet-entry' };

/** /wallet: the agent's balance, a top-up with presets, and the ledger. */
export function WalletPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useUrlFilters(() => ({}));
  const { data, isPending } = useQuery(walletQuery(filters.page));
  // The same query (one request), its page of entries for the list.
  const entries = useQuery({ ...walletQuery(filters.page), select: (wallet) => wallet.entries });
  const columns = useWalletColumns();

  return (
    <Stack gap="lg">
      <PageHeader title={t('payments.menu.wallet')} subtitle={t('payments.wallet.subtitle')} />
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
          <ListResults
            result={entries}
            onPage={(page) => setFilters({ page })}
            empty={{ title: t('payments.wallet.empty'), description: t('payments.wallet.emptyHint') }}
            table={{
              columns,
              testId: 'wallet-table',
              minWidth: 640,
              highlightOnHover: false,
              rowAttributes: () => ENTRY_ROW,
            }}
            card={(entry) => <WalletEntryCard entry={entry} />}
            cardsTestId="wallet-cards"
            tableFrom="sm"
            rangeTestId="wallet-range"
            skeletonRows={5}
          />
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
