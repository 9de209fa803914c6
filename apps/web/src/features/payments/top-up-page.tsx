import './payments-texts';
import { Alert, Anchor, Button, Card, Divider, Group, Radio, Stack, Text } from '@mantine/core';
import type { PayType } from '@niaga/shared';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { SkeletonBlock } from '../../app/page-states';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { paymentMethodsQuery } from '../orders';
import { parseUrlAmount, paymentApi, walletQuery } from './payments.api';
import { topUpAmountProblem, useTopUpLimits } from './payments-ui';

/** Follows a provider's redirect: our own sandbox page inside the app, a real provider's site by full URL. */
export function useGoToGateway() {
  const navigate = useNavigate();
  return (redirectUrl: string) => {
    if (/^https?:\/\//.test(redirectUrl)) window.location.assign(redirectUrl);
    else navigate(redirectUrl);
  };
}

function BackToWallet() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/wallet" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('payments.topUp.back')}
      </Group>
    </Anchor>
  );
}

/** /ejenpay-topup/:amount (ringgit): confirm a top-up, choose how to pay, go to the gateway. */
export function TopUpPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const params = useParams();
  const currency = useCurrentUser()?.company.currency ?? 'MYR';
  const limits = useTopUpLimits(currency);
  const amount = parseUrlAmount(params.amount);
  const invalid = topUpAmountProblem(amount) !== null;
  const wallet = useQuery({ ...walletQuery(1), enabled: !invalid });
  // The methods of the company's gateway (chosen by HQ at /integration); the first until the agent picks another.
  const methods = useQuery(paymentMethodsQuery()).data;
  const payTypes = (methods?.find((option) => option.method === 'online')?.payTypes ?? []) as PayType[];
  const [picked, setPayType] = useState<PayType>('fpx');
  const payType = payTypes.includes(picked) ? picked : (payTypes[0] ?? picked);
  const goToGateway = useGoToGateway();
  const start = useMutation({
    mutationFn: () => paymentApi.topUp(amount!, payType),
    onSuccess: (started) => goToGateway(started.redirectUrl),
  });

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <BackToWallet />
        <PageHeader title={t('payments.title.topUp')} subtitle={t('payments.topUp.subtitle')} />
      </div>
      {invalid || amount === null ? (
        <Alert color="red" role="alert" data-testid="top-up-invalid">
          {t('payments.topUp.invalid', limits)}
        </Alert>
      ) : (
        <Card withBorder radius="lg" p="lg">
          <Stack gap="md">
            {wallet.isPending ? (
              <SkeletonBlock rows={3} />
            ) : (
              <Stack gap={6}>
                <Row label={t('payments.topUp.current')} value={wallet.data ? money(wallet.data.balance) : '–'} />
                <Row label={t('payments.topUp.amount')} value={`+ ${money(amount)}`} testId="top-up-amount" strong />
                <Divider />
                <Row
                  label={t('payments.topUp.after')}
                  value={wallet.data ? money(wallet.data.balance + amount) : '–'}
                  strong
                />
              </Stack>
            )}
            <Radio.Group
              label={t('payments.topUp.payType')}
              value={payType}
              onChange={(value) => setPayType(value as PayType)}
              data-testid="pay-type"
            >
              <Stack gap="xs" mt="xs">
                {payTypes.map((type) => (
                  <Radio.Card key={type} value={type} radius="md" p="sm" data-testid={`pay-type-${type}`}>
                    <Group gap="sm" wrap="nowrap">
                      <Radio.Indicator />
                      <Text size="sm">{t(`payments.payType.${type}`)}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <ErrorAlert error={start.error} />
            <Button
              size="md"
              leftSection={<IconLock size={16} />}
              loading={start.isPending || start.isSuccess}
              onClick={() => start.mutate()}
              data-testid="top-up-submit"
            >
              {t('payments.topUp.submit')}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t('payments.topUp.note')}
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
