import './couriers-texts';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@niaga/shared';
import { IconCalculator } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ui/heading';
import { parseMoneyToSen, parseUnits } from '../../ui/numbers';
import { useStateNames } from '../reference';
import { type QuoteRequest, shipQuoteQuery } from './couriers.api';
import { COURIER_ACCESS } from './couriers.routes';
import { formatGrams, useCourierUi } from './use-courier-ui';

/** "Try a quote": what a buyer in a state would be offered for a weight and subtotal (the checkout's call). */
export function QuotePanel() {
  const stateNames = useStateNames();
  const { t } = useTranslation();
  const { currency, currencyLabel } = useCourierUi(COURIER_ACCESS.read);
  const [state, setState] = useState<string | null>(null);
  const [weight, setWeight] = useState('');
  const [subtotal, setSubtotal] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const quote = useQuery({ ...shipQuoteQuery(request ?? { state: '', weight: 0, subtotal: 0 }), enabled: !!request });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const grams = parseUnits(weight);
    const sen = parseMoneyToSen(subtotal);
    const next: Record<string, string> = {};
    if (!state) next.state = 'validation.required';
    if (grams.value === undefined) next.weight = 'validation.required';
    else if (grams.error) next.weight = grams.error;
    if (sen.value === undefined) next.subtotal = 'validation.required';
    else if (sen.error) next.subtotal = sen.error;
    setErrors(next);
    if (Object.keys(next).length === 0 && state && grams.value !== undefined && sen.value !== undefined)
      setRequest({ state, weight: grams.value, subtotal: sen.value });
  };

  return (
    <Card withBorder radius="lg" data-testid="quote-panel">
      <Stack gap="md">
        <Heading title={t('quote.title')} hint={t('quote.subtitle')} />
        <form onSubmit={submit} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <Select
              label={t('quote.state')}
              data={stateNames}
              value={state}
              onChange={setState}
              searchable
              error={errors.state && t(errors.state)}
              data-testid="quote-state"
            />
            <TextInput
              label={t('quote.weight')}
              inputMode="numeric"
              rightSection="g"
              value={weight}
              onChange={(event) => setWeight(event.currentTarget.value)}
              error={errors.weight && t(errors.weight)}
              name="quote-weight"
            />
            <TextInput
              label={t('quote.subtotal')}
              inputMode="decimal"
              leftSection={currencyLabel}
              placeholder="0.00"
              value={subtotal}
              onChange={(event) => setSubtotal(event.currentTarget.value)}
              error={errors.subtotal && t(errors.subtotal)}
              name="quote-subtotal"
            />
            <Group align="flex-end">
              <Button type="submit" leftSection={<IconCalculator size={16} />} loading={quote.isFetching} fullWidth>
                {t('quote.run')}
              </Button>
            </Group>
          </SimpleGrid>
        </form>
        {quote.error && (
          <Alert color="orange" role="alert" data-testid="quote-error">
            {quote.error.message}
          </Alert>
        )}
        {quote.data && request && (
          <Stack gap="xs" data-testid="quote-result">
            <Text size="sm" c="dimmed">
              {t('quote.for', {
                state: request.state,
                weight: formatGrams(request.weight),
                subtotal: formatMoney(request.subtotal, currency),
              })}
            </Text>
            {quote.data.courierMessage && <Alert color="orange">{quote.data.courierMessage}</Alert>}
            {quote.data.couriers.length > 0 && (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('couriers.name')}</Table.Th>
                      <Table.Th ta="right">{t('quote.rate')}</Table.Th>
                      <Table.Th ta="right">{t('couriers.handlingFee')}</Table.Th>
                      <Table.Th ta="right">{t('quote.total')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {quote.data.couriers.map((option) => (
                      <Table.Tr key={option.courierId} data-quote={option.name}>
                        <Table.Td fw={600}>{option.name}</Table.Td>
                        <Table.Td ta="right">
                          {option.freeShipping ? t('quote.free') : formatMoney(option.rate, currency)}
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(option.handlingFee, currency)}</Table.Td>
                        <Table.Td ta="right" fw={600}>
                          {formatMoney(option.total, currency)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {quote.data.pickups.map((pickup) => (
              <Text key={pickup.branchId} size="sm" data-pickup={pickup.name}>
                <b>{t('quote.pickup', { name: pickup.name })}</b> · {pickup.address}
                {pickup.pickupHours ? ` · ${pickup.pickupHours}` : ''} · {formatMoney(0, currency)}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
