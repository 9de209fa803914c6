import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ACCOUNTING_PROVIDERS,
  type AccountingProviderName,
  type IntegrationConfig,
  PROVIDER_LABELS,
} from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { Info } from '../../ui/info';
import { AccountingFormModal } from './accounting-form-modal';
import { integrationApi, integrationKeys } from './integrations.api';
import { ProviderCard } from './provider-card';
import { withSaved } from './with-saved';

/** Where agents pay an invoice of each system (the invoice's id appended). */
const PAGE_PATHS: Record<AccountingProviderName, string> = { zoho_books: '/ejenpay-zoho/', xero: '/ejenpay-xero/' };

/** Zoho Books and Xero: the system whose invoices agents pay at /ejenpay-zoho/{id} or /ejenpay-xero/{id}. */
export function AccountingPanel({ config }: { config: IntegrationConfig }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AccountingProviderName | null>(null);
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: integrationApi.disable,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData<IntegrationConfig>(
        integrationKeys.all,
        (current) => current && withSaved(current, data),
      );
      notifications.show({ color: 'teal', message });
    },
  });
  const itemOf = (provider: AccountingProviderName) =>
    config.items.find((item) => item.kind === 'accounting' && item.provider === provider);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('integrations.accounting.hint')}
      </Text>
      <ErrorAlert error={disable.error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {ACCOUNTING_PROVIDERS.map((provider) => {
          const item = itemOf(provider);
          const settings = item?.accounting;
          return (
            <ProviderCard
              key={provider}
              name={PROVIDER_LABELS[provider]}
              description={t(`integrations.${provider}.description`)}
              item={item}
              onConnect={() => setEditing(provider)}
              onDisable={() => disable.mutate({ kind: 'accounting', provider })}
              disabling={disable.isPending && disable.variables?.provider === provider}
              testId={`integration-${provider}`}
            >
              {settings && provider === 'zoho_books' && (
                <Info label={t('integrations.zoho_books.organizationId')} value={settings.organizationId} />
              )}
              {settings && provider === 'xero' && (
                <Info
                  label={t('integrations.xero.tenant')}
                  value={[settings.tenantName, settings.accountCode && `(${settings.accountCode})`]
                    .filter(Boolean)
                    .join(' ')}
                />
              )}
              <Info label={t('integrations.accounting.pagePath')} value={<Code>{`${PAGE_PATHS[provider]}…`}</Code>} />
            </ProviderCard>
          );
        })}
      </SimpleGrid>
      {editing && (
        <AccountingFormModal provider={editing} item={itemOf(editing)} opened onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
