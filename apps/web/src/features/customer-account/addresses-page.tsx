import './customer-account-texts';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressBook } from '../addresses';
import { useStorefront } from '../storefront';
import { SignedInCustomer } from './signed-in-customer';

/** `/s/:slug/account/addresses`: the customer's address book (the same book agents keep, modules/addresses). */
export function AddressesPage() {
  const { t } = useTranslation();
  const { base } = useStorefront();
  return (
    <SignedInCustomer>
      <Stack gap="md">
        <Anchor component={Link} to={`${base}/account`} size="sm">
          {t('account.back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('account.addresses')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.addressesHint')}
        </Text>
        <AddressBook />
      </Stack>
    </SignedInCustomer>
  );
}
