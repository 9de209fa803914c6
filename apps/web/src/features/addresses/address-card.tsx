import './addresses-texts';
import { Badge, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhone, IconStar, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneNumber } from '../../ui/phone-number';
import { districtsQuery, villagesQuery } from '../reference';
import type { CustomerAddress } from './addresses.api';

type Props = {
  address: CustomerAddress;
  countryName: string;
  /** Picker mode: a radio (inside the book's Radio.Group) and a card that selects on click. */
  selectable?: { selected: boolean; onSelect: () => void };
  onEdit: () => void;
  onSetPrimary: () => void;
  settingPrimary: boolean;
  onDelete: () => void;
};

export const receiverName = (address: CustomerAddress) =>
  [address.firstName, address.lastName].filter(Boolean).join(' ');

/** The address lines as a receiver's label shows them (`area`: an Indonesian village and district). */
export function addressLines(address: CustomerAddress, countryName: string, area = ''): string[] {
  return [
    address.address1,
    address.address2 ?? '',
    area,
    [address.postCode, address.city].filter(Boolean).join(' '),
    [address.state, countryName].filter(Boolean).join(', '),
  ].filter(Boolean);
}

/** "Village, District" of an Indonesian address: the book keeps their codes, the cached lists give the names. */
function useIndonesianArea(address: CustomerAddress): string {
  const districts = useQuery(districtsQuery(address.regencyId ?? undefined));
  const villages = useQuery(villagesQuery(address.districtId ?? undefined));
  return [
    villages.data?.find((village) => village.code === address.villageId)?.name,
    districts.data?.find((district) => district.code === address.districtId)?.name,
  ]
    .filter(Boolean)
    .join(', ');
}

/** One address: receiver, label, phone, lines, the primary badge and the actions. */
export function AddressCard({
  address,
  countryName,
  selectable,
  onEdit,
  onSetPrimary,
  settingPrimary,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const name = receiverName(address);
  const area = useIndonesianArea(address);
  const heading: ReactNode = (
    <Group gap={6} wrap="wrap">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {address.addrTitle && (
        <Badge variant="outline" color="gray" tt="none" size="sm">
          {address.addrTitle}
        </Badge>
      )}
      {address.primary && (
        <Badge color="teal" variant="light" tt="none" size="sm" data-testid="address-primary-badge">
          {t('addresses.primary')}
        </Badge>
      )}
    </Group>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="address-card"
      data-address-id={address.id}
      data-primary={address.primary}
      style={
        selectable
          ? {
              cursor: 'pointer',
              borderColor: selectable.selected ? 'var(--mantine-primary-color-filled)' : undefined,
            }
          : undefined
      }
      onClick={
        selectable
          ? (event) => {
              // Buttons and links inside the card act on their own; anywhere else selects the address.
              if (!(event.target as HTMLElement).closest('button, a')) selectable.onSelect();
            }
          : undefined
      }
    >
      <Stack gap={6} h="100%">
        {selectable ? (
          <Radio
            value={address.id}
            label={heading}
            aria-label={t('addresses.chooseOne', { name })}
            data-testid="address-radio"
          />
        ) : (
          heading
        )}
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconPhone size={14} aria-hidden />
          <PhoneNumber code={address.phoneCode} number={address.phoneNumber} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {addressLines(address, countryName, area).join('\n')}
        </Text>
        {address.email && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {address.email}
          </Text>
        )}
        <Group gap={0} mt="auto" pt={4} ml={-8} aria-label={t('addresses.actionsOf', { name })} role="group">
          <CardButton icon={IconPencil} onClick={onEdit} testId="address-edit">
            {t('addresses.edit')}
          </CardButton>
          {!address.primary && (
            <CardButton icon={IconStar} onClick={onSetPrimary} loading={settingPrimary} testId="address-set-primary">
              {t('addresses.setPrimary')}
            </CardButton>
          )}
          <CardButton icon={IconTrash} color="red" onClick={onDelete} testId="address-delete">
            {t('addresses.delete')}
          </CardButton>
        </Group>
      </Stack>
    </Card>
  );
}

/** One of the small text buttons at a card's foot. */
function CardButton({
  icon: Icon,
  testId,
  children,
  ...props
}: {
  icon: typeof IconPencil;
  testId: string;
  children: ReactNode;
  onClick: () => void;
  loading?: boolean;
  color?: string;
}) {
  return (
    <Button size="compact-sm" variant="subtle" leftSection={<Icon size={14} />} data-testid={testId} {...props}>
      {children}
    </Button>
  );
}
