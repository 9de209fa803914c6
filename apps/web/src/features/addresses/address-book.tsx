import './addresses-texts';
import { Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_ADDRESSES } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { phoneCodesQuery } from '../reference';
import { AddressCard, addressLines, receiverName } from './address-card';
import { AddressFormModal } from './address-form-modal';
import { addressApi, addressBookQuery, addressKeys, type CustomerAddress } from './addresses.api';

export type AddressBookProps = {
  /**
   * Picker mode (checkout): a radio on each card. When nothing valid is selected, the primary address is
   * chosen; a newly added address is chosen too. Without it the book is a manager only.
   */
  selectable?: { selectedId: string | null; onSelect(id: string): void };
};

/** The signed-in user's address book: cards, add/edit in a modal, set primary, delete. */
export function AddressBook({ selectable }: AddressBookProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const book = useQuery(addressBookQuery());
  const countries = useQuery(phoneCodesQuery());
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const items = book.data;

  const primary = useMutation({
    mutationFn: addressApi.setPrimary,
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const remove = async (address: CustomerAddress) => {
    const { message } = await addressApi.remove(address.id);
    await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    notifications.show({ color: 'teal', message });
  };

  const selectedId = selectable?.selectedId ?? null;
  const onSelect = selectable?.onSelect;
  useEffect(() => {
    if (!onSelect || !items?.length || items.some((item) => item.id === selectedId)) return;
    onSelect((items.find((item) => item.primary) ?? items[0])?.id ?? '');
  }, [items, selectedId, onSelect]);

  const countryName = (iso2: string) => countries.data?.find((row) => row.iso2 === iso2)?.name ?? iso2;
  const full = (items?.length ?? 0) >= MAX_ADDRESSES;
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setEditing('new')}
      disabled={full}
      data-testid="address-add"
    >
      {t('addresses.add')}
    </Button>
  );

  let body: ReactNode;
  if (book.isPending) body = <SkeletonBlock rows={3} />;
  else if (book.isError) body = <ErrorState message={book.error.message} onRetry={() => void book.refetch()} />;
  else if (book.data.length === 0)
    body = <EmptyList title={t('addresses.empty')} description={t('addresses.emptyHint')} action={addButton} />;
  else {
    const cards = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="address-list">
        {book.data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            countryName={countryName(address.country)}
            selectable={
              onSelect ? { selected: address.id === selectedId, onSelect: () => onSelect(address.id) } : undefined
            }
            onEdit={() => setEditing(address)}
            onSetPrimary={() => primary.mutate(address.id)}
            settingPrimary={primary.isPending && primary.variables === address.id}
            onDelete={() => setDeleting(address)}
          />
        ))}
      </SimpleGrid>
    );
    body = (
      <Stack gap="sm">
        {onSelect ? (
          <Radio.Group value={selectedId} onChange={onSelect} label={t('addresses.choose')} labelProps={{ mb: 'xs' }}>
            {cards}
          </Radio.Group>
        ) : (
          cards
        )}
        <Group justify="space-between" gap="sm">
          {full ? (
            <Text size="sm" c="dimmed">
              {t('addresses.full', { max: MAX_ADDRESSES })}
            </Text>
          ) : (
            <span />
          )}
          {addButton}
        </Group>
      </Stack>
    );
  }

  return (
    <>
      {body}
      <AddressFormModal
        address={editing}
        offerPrimary={(items?.length ?? 0) > 0}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          if (onSelect && editing === 'new') onSelect(saved.id);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('addresses.deleteTitle')}
        message={t('addresses.deleteMessage', {
          name: deleting ? receiverName(deleting) : '',
          line: deleting ? addressLines(deleting, '')[0] : '',
        })}
        confirmLabel={t('addresses.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="address-delete-confirm"
      />
    </>
  );
}

/** The "Address book" section of the profile page. */
export function AddressBookSection() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="profile-addresses">
      <Title order={2} size="h4" mb={4}>
        {t('addresses.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('addresses.hint')}
      </Text>
      <AddressBook />
    </Card>
  );
}
