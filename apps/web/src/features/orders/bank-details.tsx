import './orders-texts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Info } from '../../ui/info';

type BankAccount = { bankName: string; accountName: string; accountNumber: string; holderName?: string };

/** The account a manual transfer goes to (HQ's, or the selling agent's), with who is paid when known. */
export function BankDetails({ bank }: { bank: BankAccount }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: bank.holderName ? 2 : 3, sm: bank.holderName ? 4 : 3 }}
      spacing="xs"
      data-testid="bank-details"
    >
      <Info label={t('orders.payment.bankName')} value={bank.bankName} />
      <Info label={t('orders.payment.accountName')} value={bank.accountName} />
      <Info
        label={t('orders.payment.accountNumber')}
        value={
          <Text ff="monospace" size="sm" fw={600}>
            {bank.accountNumber}
          </Text>
        }
      />
      {bank.holderName && <Info label={t('orders.payment.holder')} value={bank.holderName} />}
    </SimpleGrid>
  );
}
