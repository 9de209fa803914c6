import './subscription-texts';
import '../payments/payments-texts';
import { Alert, Button, Card, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PayType, SubscriptionInvoiceDetail } from '@niaga/shared';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { isApiError } from '../../lib/api-error';
import { useMoney } from '../../ui/money';
import { parseMoneyToSen, senToText } from '../../ui/numbers';
import { goToProvider, subscriptionApi } from './subscription.api';

/**
 * Pays the whole balance (the amount it starts with) or a part, by one of the methods of the platform's gateway;
 * the browser then goes to the provider's page. The server decides (balance, payments in flight, void or paid).
 */
export function PayInvoiceForm({ invoice }: { invoice: SubscriptionInvoiceDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const currencyLabel = useCurrentUser()?.company.currency === 'IDR' ? 'Rp' : 'RM';
  const [text, setText] = useState(() => senToText(invoice.payable));
  const [picked, setPayType] = useState<PayType | null>(null);
  const payType = picked && invoice.payTypes.includes(picked) ? picked : invoice.payTypes[0];
  const parsed = parseMoneyToSen(text);
  const amount = parsed.value !== undefined && !parsed.error && parsed.value > 0 ? parsed.value : null;
  const pay = useMutation({
    mutationFn: () => subscriptionApi.pay(invoice.id, amount!, payType!),
    onSuccess: (started) => goToProvider(started.redirectUrl, navigate),
  });
  const serverField = isApiError(pay.error) ? pay.error.fieldErrors : {};
  const held = invoice.balance - invoice.payable;

  if (invoice.payTypes.length === 0)
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="pay-unavailable">
        {t('subscription.payForm.unavailable')}
      </Alert>
    );
  if (invoice.payable === 0)
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="pay-in-flight">
        {t('subscription.payForm.inFlight')}
      </Alert>
    );
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="pay-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (amount !== null && payType) pay.mutate();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('subscription.payForm.title')}
          </Title>
          <TextInput
            label={t('subscription.payForm.amount')}
            description={t('subscription.payForm.amountHint', { balance: money(invoice.payable) })}
            leftSection={<Text size="sm">{currencyLabel}</Text>}
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={
              text !== '' && amount === null ? t('subscription.payForm.invalid') : (serverField.amount ?? undefined)
            }
            required
            data-testid="pay-amount"
          />
          {held > 0 && (
            <Text size="sm" c="dimmed">
              {t('subscription.payForm.held', { amount: money(held) })}
            </Text>
          )}
          <Radio.Group
            label={t('subscription.payForm.method')}
            value={payType ?? null}
            onChange={(value) => setPayType(value as PayType)}
            error={serverField.payType}
            data-testid="pay-type"
          >
            <Group gap="xs" mt="xs">
              {invoice.payTypes.map((type) => (
                <Radio.Card
                  key={type}
                  value={type}
                  radius="md"
                  p="sm"
                  w="auto"
                  style={{ flex: '1 1 8rem' }}
                  data-testid={`pay-type-${type}`}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <Text size="sm">{t(`payments.payType.${type}`)}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Group>
          </Radio.Group>
          {!hasOwnField(serverField) && <ErrorAlert error={pay.error} />}
          <Button
            type="submit"
            size="md"
            leftSection={<IconLock size={16} />}
            disabled={amount === null}
            loading={pay.isPending || pay.isSuccess}
            data-testid="pay-submit"
          >
            {t('subscription.payForm.submit', { amount: amount === null ? '' : money(amount) })}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('subscription.payForm.note')}
          </Text>
        </Stack>
      </form>
    </Card>
  );
}

const hasOwnField = (fields: Record<string, string>) => 'amount' in fields || 'payType' in fields;
