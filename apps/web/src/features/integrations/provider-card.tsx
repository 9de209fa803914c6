import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { IntegrationView } from '@niaga/shared';
import { IconPlugConnected } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Info } from '../../ui/info';

type Status = 'active' | 'disabled' | 'none';
const STATUS_COLORS: Record<Status, string> = { active: 'teal', disabled: 'gray', none: 'gray' };

/** A provider's card: its name and status, what is set (never a credential's value), connect and disable. */
export function ProviderCard({
  name,
  description,
  item,
  onConnect,
  onDisable,
  disabling,
  children,
  testId,
}: {
  name: string;
  description: string;
  item: IntegrationView | undefined;
  onConnect: () => void;
  onDisable: () => void;
  disabling: boolean;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const status: Status = item?.status ?? 'none';
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <Badge
            color={STATUS_COLORS[status]}
            variant={status === 'none' ? 'outline' : 'light'}
            style={{ flexShrink: 0 }}
            data-testid={`${testId}-status`}
          >
            {t(`integrations.status.${status}`)}
          </Badge>
        </Group>
        {item && (
          <Group gap="xl">
            {item.kind === 'payment_gateway' && (
              <Info
                label={t('integrations.methods')}
                value={item.methods.map((method) => t(`integrations.method.${method}`)).join(', ')}
              />
            )}
            {item.provider !== 'stripe' && item.kind !== 'accounting' && (
              <Info
                label={t('integrations.mode')}
                value={t(item.sandbox ? 'integrations.sandbox' : 'integrations.live')}
              />
            )}
            <Info
              label={t('integrations.credentials')}
              value={t('integrations.credentialsSet', { count: item.credentialsSet.length })}
            />
          </Group>
        )}
        {children}
        <Group justify="flex-end" gap="xs">
          {item?.status === 'active' && (
            <Button
              variant="default"
              color="red"
              onClick={onDisable}
              loading={disabling}
              data-testid={`${testId}-disable`}
            >
              {t('integrations.disable')}
            </Button>
          )}
          <Button leftSection={<IconPlugConnected size={16} />} onClick={onConnect} data-testid={`${testId}-connect`}>
            {t(item ? 'integrations.update' : 'integrations.connect')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
