import './orders-texts';
import { Alert, Anchor, Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { addressesQuery, type BookAddress } from './orders.api';

export function addressLines(address: Pick<BookAddress, 'address1' | 'address2' | 'postCode' | 'city' | 'state'>) {
  return [address.address1, address.address2, `${address.postCode} ${address.city}`, address.state]
    .filter(Boolean)
    .join(', ');
}

/**
 * PLACEHOLDER until `features/addresses` lands on main: then this becomes
 * `<AddressBook selectable={{ selectedId, onSelect }} />` (add and edit happen there). Until then it only lists
 * the address book (`GET /api/sales/customer`) as radio cards, the primary address chosen first.
 */
export function AddressPicker({
  selectable: { selectedId, onSelect },
}: {
  selectable: { selectedId: string | null; onSelect: (id: string) => void };
}) {
  const { t } = useTranslation();
  const result = useQuery(addressesQuery());
  const addresses = result.data;

  if (result.isPending) return <SkeletonBlock rows={3} />;
  if (result.isError) return <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />;
  if (!addresses?.length)
    return (
      <Alert color="orange" variant="light" data-testid="address-empty">
        {t('orders.checkout.noAddress')}{' '}
        <Anchor component={Link} to="/profile" size="sm">
          {t('orders.checkout.manageAddresses')}
        </Anchor>
      </Alert>
    );
  return (
    <Radio.Group value={selectedId} onChange={onSelect} aria-label={t('orders.checkout.address')}>
      <Stack gap="xs" data-testid="address-picker">
        {addresses.map((address) => (
          <Radio.Card key={address.id} value={address.id} radius="md" p="sm" data-testid="address-option">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {`${address.firstName} ${address.lastName}`.trim()}
                  </Text>
                  {address.addrTitle && (
                    <Badge size="xs" variant="default" tt="none">
                      {address.addrTitle}
                    </Badge>
                  )}
                  {address.primary && (
                    <Badge size="xs" variant="light" tt="none">
                      {t('orders.checkout.primary')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {address.phoneCode} {address.phoneNumber}
                </Text>
                <Text size="sm">{addressLines(address)}</Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
        <Anchor component={Link} to="/profile" size="sm">
          {t('orders.checkout.manageAddresses')}
        </Anchor>
      </Stack>
    </Radio.Group>
  );
}
