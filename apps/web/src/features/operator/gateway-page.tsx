import './operator-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GATEWAY_METHODS,
  type PaymentGatewayName,
  type PaymentProviderInput,
  type PlatformGatewayView,
  PROVIDER_LABELS,
  platformGatewayInput,
} from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { PageHeader } from '../../ui/page-header';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { operatorApi, operatorKeys, operatorQueries } from './operator.api';

const PROVIDERS = ['billplz', 'stripe'] as const satisfies readonly PaymentGatewayName[];
const SECRETS = { billplz: ['apiKey', 'xSignatureKey'], stripe: ['secretKey', 'webhookSecret'] } as const;

const valuesOf = (provider: PaymentGatewayName, saved: PlatformGatewayView | undefined): PaymentProviderInput => ({
  provider,
  sandbox: saved?.sandbox ?? false,
  methods: (saved?.methods.length ? saved.methods : ['fpx', 'card']) as PaymentProviderInput['methods'],
  collectionId: saved?.collectionId ?? '',
  apiKey: '',
  xSignatureKey: '',
  secretKey: '',
  webhookSecret: '',
});

/** The platform's Billplz or Stripe keys: checked with the provider before saving; a secret left empty is kept. */
function GatewayForm({
  provider,
  saved,
  onClose,
}: {
  provider: PaymentGatewayName | null;
  saved: PlatformGatewayView | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PaymentProviderInput>({
    resolver: zodResolver(platformGatewayInput),
    defaultValues: valuesOf(provider ?? 'billplz', saved),
  });
  useEffect(() => {
    if (provider) form.reset(valuesOf(provider, saved));
  }, [provider, saved, form]);
  const save = useMutation({
    mutationFn: operatorApi.storeGateway,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.gateway });
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (error) => applyNestedServerErrors(error, form.setError, () => true),
  });
  const { errors } = form.formState;
  return (
    <ModalForm
      opened={!!provider}
      onClose={onClose}
      title={t('operator.gateway.connect', { provider: provider ? PROVIDER_LABELS[provider] : '' })}
      form={form as unknown as UseFormReturn<PaymentProviderInput, unknown, PaymentProviderInput>}
      save={save}
      testId="platform-gateway-form"
      saveLabel={t('operator.gateway.checkAndSave')}
    >
      {provider === 'billplz' && (
        <>
          <Switch label={t('operator.gateway.sandbox')} {...form.register('sandbox')} />
          <TextInput
            label={t('operator.gateway.collectionId')}
            required
            {...form.register('collectionId')}
            error={fieldError(t, errors.collectionId)}
          />
        </>
      )}
      {provider &&
        SECRETS[provider].map((field) => (
          <PasswordInput
            key={field}
            label={field}
            autoComplete="off"
            placeholder={saved?.credentialsSet.includes(field) ? t('operator.gateway.secretKept') : undefined}
            {...form.register(field)}
            error={fieldError(t, errors[field])}
          />
        ))}
      <Controller
        control={form.control}
        name="methods"
        render={({ field }) => (
          <Checkbox.Group
            label={t('operator.gateway.methods')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(t, errors.methods as { message?: string } | undefined)}
          >
            <Group mt="xs">
              {GATEWAY_METHODS.map((method) => (
                <Checkbox key={method} value={method} label={method.toUpperCase()} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
    </ModalForm>
  );
}

/** The platform's own payment gateway, where companies pay their subscription invoices. */
export function OperatorGatewayPage() {
  const { t } = useTranslation();
  const query = useQuery(operatorQueries.gateway());
  const [editing, setEditing] = useState<PaymentGatewayName | null>(null);
  const savedOf = (provider: string) => query.data?.find((gateway) => gateway.provider === provider);
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('operator.gateway.title')} subtitle={t('operator.gateway.subtitle')} />
      {query.error && <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.isPending && <SkeletonBlock rows={4} />}
      {query.data && (
        <>
          {!query.data.some((gateway) => gateway.status === 'active') && (
            <Text c="dimmed" size="sm" data-testid="gateway-none">
              {t('operator.gateway.none')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {PROVIDERS.map((provider) => {
              const saved = savedOf(provider);
              return (
                <Card key={provider} withBorder radius="lg" data-testid={`platform-${provider}`}>
                  <Stack gap="sm">
                    <Group justify="space-between">
                      <Text fw={700}>{PROVIDER_LABELS[provider]}</Text>
                      {saved && (
                        <Badge color={saved.status === 'active' ? 'teal' : 'gray'} variant="light">
                          {t(saved.status === 'active' ? 'operator.gateway.active' : 'operator.gateway.disabled')}
                        </Badge>
                      )}
                    </Group>
                    {saved && (
                      <Text size="sm" c="dimmed">
                        {t('operator.gateway.credentialsSet', { fields: saved.credentialsSet.join(', ') })}
                      </Text>
                    )}
                    <Button variant="light" onClick={() => setEditing(provider)} data-testid={`connect-${provider}`}>
                      {t('operator.gateway.connect', { provider: PROVIDER_LABELS[provider] })}
                    </Button>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </>
      )}
      <GatewayForm provider={editing} saved={editing ? savedOf(editing) : undefined} onClose={() => setEditing(null)} />
    </Stack>
  );
}
