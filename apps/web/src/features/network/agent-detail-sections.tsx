import './network-texts';
import { Anchor, Card, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { type AgentDetail, DEFAULT_TIME_ZONE, formatDateLong, SOCIAL_NETWORKS, toLanguage } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_ICONS } from '../../ui/social-icons';

const SOCIAL_BASE = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  tiktok: 'https://www.tiktok.com/@',
  twitter: 'https://x.com/',
  youtube: 'https://www.youtube.com/@',
  telegram: 'https://t.me/',
} as const;

/** Spec §5: a social link is a full link or a username. */
function socialHref(network: keyof typeof SOCIAL_BASE, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return SOCIAL_BASE[network] + value.replace(/^@/, '');
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The agent's social links, or a note that there are none. */
export function AgentSocialSection({ agent }: { agent: AgentDetail }) {
  const { t } = useTranslation();
  const socials = SOCIAL_NETWORKS.filter((network) => agent.social[network]);
  return (
    <Section title={t('network.details.social')}>
      {socials.length > 0 ? (
        <Stack gap={6}>
          {socials.map((network) => {
            const Icon = SOCIAL_ICONS[network];
            const value = agent.social[network] ?? '';
            return (
              <Group key={network} gap="xs" wrap="nowrap">
                <Icon size={18} stroke={1.6} aria-hidden />
                <Anchor
                  href={socialHref(network, value)}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t(`network.social.${network}`)}: {value}
                </Anchor>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('network.details.noSocial')}
        </Text>
      )}
    </Section>
  );
}

/** The agent's status history (level, upline and suspension changes), newest as the API sends it. */
export function AgentHistorySection({ agent }: { agent: AgentDetail }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <Section title={t('network.details.history')} testId="agent-history">
      {agent.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('network.details.noHistory')}
        </Text>
      ) : (
        <Timeline active={agent.history.length} bulletSize={14} lineWidth={2}>
          {agent.history.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={t(`network.action.${entry.action}`)}
              data-action={entry.action}
              data-testid="history-entry"
            >
              <Stack gap={2}>
                {(entry.fromLevel || entry.toLevel) && (
                  <Text size="sm">
                    {t('network.history.level', { from: entry.fromLevel ?? '—', to: entry.toLevel ?? '—' })}
                  </Text>
                )}
                {(entry.fromUpline || entry.toUpline) && (
                  <Text size="sm">
                    {t('network.history.upline', { from: entry.fromUpline ?? '—', to: entry.toUpline ?? '—' })}
                  </Text>
                )}
                {entry.reason && (
                  <Text size="sm" c="dimmed">
                    {t('network.history.reason', { reason: entry.reason })}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateLong(entry.createdAt, language, DEFAULT_TIME_ZONE)}
                  {entry.actor ? ` · ${t('network.history.by', { actor: entry.actor })}` : ''}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Section>
  );
}
