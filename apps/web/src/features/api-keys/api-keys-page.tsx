import './api-keys-texts';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ApiKeyScopes, type ApiKeyStatus, type ApiKeyView, formatDateTime } from '@niaga/shared';
import { IconBan, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { UnpagedList } from '../../ui/list-page/unpaged-list';
import { PageHeader } from '../../ui/page-header';
import { StatusBadge } from '../../ui/status-badge';
import { ApiKeyFormModal } from './api-key-form-modal';
import { ApiKeySecretModal } from './api-key-secret-modal';
import { apiKeysApi, apiKeysKeys, apiKeysQuery } from './api-keys.api';

const STATUS_COLORS: Record<ApiKeyStatus, string> = { active: 'teal', expired: 'gray', revoked: 'red' };
const when = (value: string | null, never: string) => (value ? formatDateTime(value) : never);
const scopeText = (t: TFunction, scopes: ApiKeyScopes) =>
  Object.entries(scopes)
    .map(([area, level]) => `${t(`apiKeysPage.area.${area}`)}: ${t(`apiKeysPage.level.${level}`)}`)
    .join(' · ');

type Pending = { kind: 'rotate' | 'revoke'; key: ApiKeyView } | null;

/** Company › API keys (issue 26): HQ's keys for machine clients; make, rotate and revoke them. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const result = useQuery(apiKeysQuery());
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const act = async () => {
    if (!pending) return;
    const { kind, key } = pending;
    const { data, message } =
      kind === 'rotate' ? await apiKeysApi.rotate(key.id) : { ...(await apiKeysApi.revoke(key.id)), data: null };
    notifications.show({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
    if (data) setShown({ name: data.key.name, secret: data.secret });
  };

  const actions = (key: ApiKeyView) =>
    key.status === 'revoked' ? null : (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconRefresh size={14} />}
          onClick={() => setPending({ kind: 'rotate', key })}
          data-testid="api-key-rotate"
        >
          {t('apiKeysPage.rotate')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconBan size={14} />}
          onClick={() => setPending({ kind: 'revoke', key })}
          data-testid="api-key-revoke"
        >
          {t('apiKeysPage.revoke')}
        </Button>
      </Group>
    );
  const status = (key: ApiKeyView) => (
    <StatusBadge status={key.status} colors={STATUS_COLORS} label={t(`apiKeysPage.status.${key.status}`)} />
  );
  const columns: ListColumn<ApiKeyView>[] = [
    {
      accessor: 'name',
      title: t('apiKeysPage.name'),
      render: (key) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {key.name}
          </Text>
          <Code>{key.prefix}…</Code>
        </Stack>
      ),
    },
    { accessor: 'scopes', title: t('apiKeysPage.scopes'), render: (key) => scopeText(t, key.scopes) },
    {
      accessor: 'createdAt',
      title: t('apiKeysPage.created'),
      render: (key) => `${formatDateTime(key.createdAt)} · ${key.createdBy ?? '–'}`,
    },
    {
      accessor: 'lastUsedAt',
      title: t('apiKeysPage.lastUsed'),
      render: (key) => when(key.lastUsedAt, t('apiKeysPage.never')),
    },
    {
      accessor: 'expiresAt',
      title: t('apiKeysPage.expires'),
      render: (key) => when(key.expiresAt, t('apiKeysPage.noExpiry')),
    },
    { accessor: 'status', title: t('apiKeysPage.statusTitle'), render: status },
    actionsColumn(t('apiKeysPage.actions'), actions),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('apiKeysPage.title')}
        subtitle={t('apiKeysPage.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="api-key-add">
            {t('apiKeysPage.create')}
          </Button>
        }
      />
      <UnpagedList
        result={result}
        empty={{ title: t('apiKeysPage.empty'), description: t('apiKeysPage.emptyHint') }}
        table={{
          columns,
          testId: 'api-keys-table',
          minWidth: 900,
          rowKey: (key) => key.id,
          rowAttributes: (key) => ({ 'data-api-key': key.name, 'data-status': key.status }),
        }}
        card={(key) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} truncate>
                {key.name}
              </Text>
              {status(key)}
            </Group>
            <Code>{key.prefix}…</Code>
            <Text size="sm">{scopeText(t, key.scopes)}</Text>
            <Text size="xs" c="dimmed">
              {t('apiKeysPage.lastUsed')}: {when(key.lastUsedAt, t('apiKeysPage.never'))} · {t('apiKeysPage.expires')}:{' '}
              {when(key.expiresAt, t('apiKeysPage.noExpiry'))}
            </Text>
            {actions(key)}
          </Stack>
        )}
        cardsTestId="api-keys-cards"
        tableFrom="md"
      />
      <ApiKeyFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={({ key, secret }) => setShown({ name: key.name, secret })}
      />
      <ApiKeySecretModal shown={shown} onClose={() => setShown(null)} />
      <ConfirmModal
        opened={!!pending}
        title={pending?.kind === 'rotate' ? t('apiKeysPage.rotateTitle') : t('apiKeysPage.revokeTitle')}
        message={t(pending?.kind === 'rotate' ? 'apiKeysPage.rotateMessage' : 'apiKeysPage.revokeMessage', {
          name: pending?.key.name ?? '',
        })}
        confirmLabel={pending?.kind === 'rotate' ? t('apiKeysPage.rotate') : t('apiKeysPage.revoke')}
        onConfirm={act}
        onClose={() => setPending(null)}
        testId="api-key-confirm"
      />
    </Stack>
  );
}
