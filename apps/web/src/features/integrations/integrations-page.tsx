import './integrations-texts';
import { ActionIcon, Badge, Card, Code, Group, SimpleGrid, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INTEGRATION_KINDS,
  type IntegrationConfig,
  type IntegrationDisableInput,
  type IntegrationKind,
  type PaymentGatewayName,
  PROVIDER_LABELS,
  PROVIDERS_BY_KIND,
} from '@niaga/shared';
import { IconCheck, IconCopy, IconTruck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { PageHeader } from '../../ui/page-header';
import { useCopy } from '../../ui/use-copy';
import { AccountingPanel } from './accounting-panel';
import { integrationApi, integrationConfigQuery, integrationKeys } from './integrations.api';
import { MyInvoisCertificateCard } from './myinvois-certificate-card';
import { ProviderCard } from './provider-card';
import { CourierFormModal, GatewayFormModal, MyInvoisFormModal } from './provider-form-modals';
import { withSaved } from './with-saved';

/** The kinds of spec §2 without an adapter yet: shown with what each will connect to. */
const PLANNED_KINDS = INTEGRATION_KINDS.filter((kind) => !PROVIDERS_BY_KIND[kind]);

/** Spec §2 "/integration": HQ connects the company's payment gateway and courier aggregator, or disables them. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const query = useQuery(integrationConfigQuery());
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('integrations.title')} subtitle={t('integrations.subtitle')} />
      {query.error && <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.isPending && <SkeletonBlock rows={6} />}
      {query.data && (
        <Tabs defaultValue="payment_gateway" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="payment_gateway" data-testid="tab-payment">
              {t('integrations.kind.payment_gateway')}
            </Tabs.Tab>
            <Tabs.Tab value="courier" data-testid="tab-courier">
              {t('integrations.kind.courier')}
            </Tabs.Tab>
            <Tabs.Tab value="e_invoice" data-testid="tab-e-invoice">
              {t('integrations.kind.e_invoice')}
            </Tabs.Tab>
            <Tabs.Tab value="accounting" data-testid="tab-accounting">
              {t('integrations.kind.accounting')}
            </Tabs.Tab>
            <Tabs.Tab value="other" data-testid="tab-other">
              {t('integrations.otherKinds')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="payment_gateway">
            <GatewayPanel config={query.data} />
          </Tabs.Panel>
          <Tabs.Panel value="courier">
            <CourierPanel config={query.data} />
          </Tabs.Panel>
          <Tabs.Panel value="e_invoice">
            <EInvoicePanel config={query.data} />
          </Tabs.Panel>
          <Tabs.Panel value="accounting">
            <AccountingPanel config={query.data} />
          </Tabs.Panel>
          <Tabs.Panel value="other">
            <PlannedKinds />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

const itemOf = (config: IntegrationConfig, kind: IntegrationKind, provider: string) =>
  config.items.find((item) => item.kind === kind && item.provider === provider);

/** Disabling: the saved answer goes into the cached config; a failure shows above the cards. */
function useDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: integrationApi.disable,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData<IntegrationConfig>(integrationKeys.all, (config) => config && withSaved(config, data));
      notifications.show({ color: 'teal', message });
    },
  });
}

function GatewayPanel({ config }: { config: IntegrationConfig }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PaymentGatewayName | null>(null);
  const disable = useDisable();
  const disabling = (provider: string) => disable.isPending && disable.variables?.provider === provider;
  const off = (provider: IntegrationDisableInput['provider']) => disable.mutate({ kind: 'payment_gateway', provider });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('integrations.gatewayHint')}
      </Text>
      <ErrorAlert error={disable.error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(['billplz', 'stripe'] as const).map((provider) => (
          <ProviderCard
            key={provider}
            name={PROVIDER_LABELS[provider]}
            description={t(`integrations.${provider}.description`)}
            item={itemOf(config, 'payment_gateway', provider)}
            onConnect={() => setEditing(provider)}
            onDisable={() => off(provider)}
            disabling={disabling(provider)}
            testId={`integration-${provider}`}
          >
            <CallbackUrl label={t(`integrations.${provider}.callbackUrl`)} url={config.callbackUrls[provider]} />
          </ProviderCard>
        ))}
      </SimpleGrid>
      {editing && (
        <GatewayFormModal
          provider={editing}
          item={itemOf(config, 'payment_gateway', editing)}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Where the provider sends its callbacks, to copy into its dashboard (Stripe's webhook endpoint). */
function CallbackUrl({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy({ copied: t('integrations.copied'), failed: t('integrations.copyFailed') });
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Code style={{ overflowWrap: 'anywhere' }}>{url}</Code>
        <Tooltip label={t('integrations.copy')}>
          <ActionIcon variant="subtle" aria-label={t('integrations.copy')} onClick={() => void copy(url)}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}

function CourierPanel({ config }: { config: IntegrationConfig }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const disable = useDisable();
  const easyParcel = itemOf(config, 'courier', 'easyparcel');
  const manualActive = easyParcel?.status !== 'active';
  return (
    <Stack gap="md">
      <ErrorAlert error={disable.error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" padding="lg" data-testid="integration-manual">
          <Stack gap="sm" h="100%" justify="space-between">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{t('integrations.manual.name')}</Text>
                <Text size="sm" c="dimmed">
                  {t('integrations.manual.description')}
                </Text>
              </div>
              <Badge color={manualActive ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                {t(manualActive ? 'integrations.status.active' : 'integrations.status.standby')}
              </Badge>
            </Group>
            <Group justify="flex-end">
              <LinkButton to="/courier" variant="default" icon={IconTruck}>
                {t('integrations.manual.open')}
              </LinkButton>
            </Group>
          </Stack>
        </Card>
        <ProviderCard
          name={PROVIDER_LABELS.easyparcel}
          description={t('integrations.easyparcel.description')}
          item={easyParcel}
          onConnect={() => setEditing(true)}
          onDisable={() => disable.mutate({ kind: 'courier', provider: 'easyparcel' })}
          disabling={disable.isPending}
          testId="integration-easyparcel"
        />
      </SimpleGrid>
      <CourierFormModal item={easyParcel} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** LHDN MyInvois: where the company's e-invoices are submitted (issue 21). */
function EInvoicePanel({ config }: { config: IntegrationConfig }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const disable = useDisable();
  const myInvois = itemOf(config, 'e_invoice', 'myinvois');
  return (
    <Stack gap="md">
      <ErrorAlert error={disable.error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProviderCard
          name={PROVIDER_LABELS.myinvois}
          description={t('integrations.myinvois.description')}
          item={myInvois}
          onConnect={() => setEditing(true)}
          onDisable={() => disable.mutate({ kind: 'e_invoice', provider: 'myinvois' })}
          disabling={disable.isPending}
          testId="integration-myinvois"
        />
        {myInvois && <MyInvoisCertificateCard item={myInvois} />}
      </SimpleGrid>
      <MyInvoisFormModal item={myInvois} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

function PlannedKinds() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="integration-planned">
      {PLANNED_KINDS.map((kind) => (
        <Card key={kind} withBorder radius="lg" padding="lg">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{t(`integrations.kind.${kind}`)}</Text>
            <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
              {t('integrations.status.planned')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`integrations.plan.${kind}`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
