import './recruitment-texts';
import { Badge, Button, Card, Flex, Group, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/current-user';
import { lazyPage } from '../../app/lazy-page';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { useCopy } from '../../ui/use-copy';
import { WhatsAppButton } from '../../ui/whatsapp-button';
import { type InviteLinkOption, inviteLinksQuery } from './recruitment.api';

// The QR library loads with the first QR code shown, not with the page.
const InviteQr = lazyPage(
  () => import('./invite-qr'),
  (m) => m.InviteQr,
);

/** Recruit: the caller's invite link per level, with its QR code, to copy, download or share on WhatsApp. */
export function RecruitPage() {
  const { t } = useTranslation();
  const { data: items, error, isPending, refetch } = useQuery(inviteLinksQuery());

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={t('recruitment.recruit.title')} subtitle={t('recruitment.recruit.subtitle')} />
      {isPending && (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={4} />
        </Card>
      )}
      {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
      {items && items.length === 0 && (
        <Card withBorder radius="lg">
          <EmptyList title={t('recruitment.recruit.empty')} description={t('recruitment.recruit.emptyHint')} />
        </Card>
      )}
      {items && items.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="invite-links">
          {items.map((item) => (
            <InviteLinkCard key={item.levelId} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function InviteLinkCard({ item }: { item: InviteLinkOption }) {
  const { t } = useTranslation();
  const { data: user } = useQuery(currentUserQuery());
  const message = t('recruitment.recruit.shareText', {
    level: item.levelName,
    company: user?.company.name ?? '',
    url: item.url,
  });
  const { copied, copy } = useCopy({
    copied: t('recruitment.recruit.copied'),
    failed: t('recruitment.recruit.copyFailed'),
  });

  return (
    <Card withBorder radius="lg" padding="md" data-level={item.levelName} data-testid="invite-link">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconLink size={18} style={{ flexShrink: 0 }} aria-hidden />
            <Text fw={600} truncate>
              {t('recruitment.recruit.levelLink', { level: item.levelName })}
            </Text>
          </Group>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            {item.levelName}
          </Badge>
        </Group>
        <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-start' }}>
          <Suspense fallback={<Skeleton w={152} h={190} radius="md" mx="auto" />}>
            <InviteQr url={item.url} levelName={item.levelName} />
          </Suspense>
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            {/* The whole link, wrapped (never cut); its text also shows on hover. */}
            <Textarea
              readOnly
              autosize
              minRows={2}
              value={item.url}
              title={item.url}
              aria-label={t('recruitment.recruit.url', { level: item.levelName })}
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { wordBreak: 'break-all', fontFamily: 'var(--mantine-font-family-monospace)' } }}
              size="sm"
              data-testid="invite-url"
            />
            <Group gap="xs" grow>
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={() => void copy(item.url)}
                data-testid="invite-copy"
                data-copied={copied || undefined}
              >
                {copied ? t('recruitment.recruit.copied') : t('recruitment.recruit.copy')}
              </Button>
              <WhatsAppButton message={message} data-testid="invite-whatsapp">
                {t('recruitment.recruit.whatsapp')}
              </WhatsAppButton>
            </Group>
          </Stack>
        </Flex>
      </Stack>
    </Card>
  );
}
