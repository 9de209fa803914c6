import './orders-texts';
import { Alert, Anchor, Badge, Box, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useMoney } from '../../ui/money';
import { BankDetails } from './bank-details';
import type { CheckoutChoices, CheckoutErrors } from './checkout-state';
import { type PaymentMethodOption, type PayType, paymentMethodsQuery } from './orders.api';

const ICONS: Record<PaymentMethodOption['method'], ReactNode> = {
  manual: <IconBuildingBank size={20} />,
  wallet: <IconWallet size={20} />,
  online: <IconCreditCard size={20} />,
};

function MethodDetails({
  option,
  choices,
  patch,
  grandTotal,
}: {
  option: PaymentMethodOption;
  choices: CheckoutChoices;
  patch: (change: Partial<CheckoutChoices>) => void;
  grandTotal: number | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  if (option.method === 'manual')
    return option.bank ? (
      <Stack gap="xs">
        <BankDetails bank={option.bank} />
        <Text size="xs" c="dimmed">
          {t('orders.payment.manualHint')}
        </Text>
      </Stack>
    ) : (
      <Text size="sm" c="dimmed">
        {t('orders.payment.noBank')}
      </Text>
    );
  if (option.method === 'wallet') {
    const balance = option.balance ?? 0;
    const short = grandTotal !== null && balance < grandTotal;
    return (
      <Stack gap="xs">
        <Text size="sm" data-testid="wallet-balance">
          {t('orders.payment.balance', { balance: money(balance) })}
        </Text>
        {short && (
          <Alert color="orange" variant="light" data-testid="wallet-short">
            {t('orders.payment.walletShort')}{' '}
            <Anchor component={Link} to="/wallet" size="sm">
              {t('orders.payment.topUp')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    );
  }
  // What the company's gateway offers (the methods HQ chose at /integration).
  const payTypes = option.payTypes as PayType[];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('orders.payment.payType')}
      </Text>
      <SegmentedControl
        value={choices.payType}
        onChange={(value) => patch({ payType: value as PayType })}
        data={payTypes.map((value) => ({ value, label: t(`orders.payment.payType.${value}`) }))}
        data-testid="pay-type"
      />
      <Text size="xs" c="dimmed">
        {t('orders.payment.onlineHint')}
      </Text>
    </Stack>
  );
}

/** The method to start with: the only one available, else the one last used (if still available). */
export function preselectedMethod(options: PaymentMethodOption[], lastUsed: string | null) {
  const available = options.filter((option) => option.available);
  if (available.length === 1) return available[0]?.method ?? null;
  return available.find((option) => option.method === lastUsed)?.method ?? null;
}

/** Manual transfer (bank details), wallet (balance) or online (pay type), each with its admin fee. */
export function PaymentSection({
  choices,
  patch,
  errors,
  grandTotal,
  lastUsed,
}: {
  choices: CheckoutChoices;
  patch: (change: Partial<CheckoutChoices>) => void;
  errors: CheckoutErrors;
  grandTotal: number | null;
  /** The method of the buyer's last order on this device. */
  lastUsed: string | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const result = useQuery(paymentMethodsQuery());
  const preselected = result.data ? preselectedMethod(result.data, lastUsed) : null;
  const chosen = choices.paymentMethod;
  useEffect(() => {
    if (!chosen && preselected) patch({ paymentMethod: preselected });
  }, [chosen, preselected, patch]);
  const offered = result.data?.find((option) => option.method === 'online')?.payTypes;
  const firstOffered = offered?.[0] as PayType | undefined;
  useEffect(() => {
    if (firstOffered && !offered?.includes(choices.payType)) patch({ payType: firstOffered });
  }, [offered, firstOffered, choices.payType, patch]);
  if (result.isPending) return <SkeletonBlock rows={3} />;
  if (result.isError) return <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />;
  return (
    <Radio.Group
      value={choices.paymentMethod}
      onChange={(value) => patch({ paymentMethod: value as PaymentMethodOption['method'] })}
      error={errors.paymentMethod}
      aria-label={t('orders.checkout.payment')}
    >
      <Stack gap="xs" data-testid="payment-options">
        {result.data.map((option) => {
          const chosen = choices.paymentMethod === option.method;
          return (
            <Stack key={option.method} gap={0}>
              <Radio.Card
                value={option.method}
                disabled={!option.available}
                radius="md"
                p="sm"
                data-testid="payment-option"
                data-method={option.method}
                style={{ opacity: option.available ? 1 : 0.55 }}
              >
                <Group wrap="nowrap" justify="space-between" gap="sm">
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator disabled={!option.available} />
                    {ICONS[option.method]}
                    <Text size="sm" fw={600}>
                      {t(`orders.payment.method.${option.method}`)}
                    </Text>
                  </Group>
                  {!option.available ? (
                    <Badge variant="default" tt="none" size="sm">
                      {t('orders.payment.unavailable')}
                    </Badge>
                  ) : (
                    option.adminFee > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('orders.payment.adminFee', { fee: money(option.adminFee) })}
                      </Text>
                    )
                  )}
                </Group>
              </Radio.Card>
              {chosen && option.available && (
                <Box
                  p="sm"
                  ml="md"
                  style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}
                  data-testid={`payment-details-${option.method}`}
                >
                  <MethodDetails option={option} choices={choices} patch={patch} grandTotal={grandTotal} />
                </Box>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
