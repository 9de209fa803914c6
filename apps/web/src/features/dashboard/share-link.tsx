import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../app/lazy-page';
import { useCopy } from '../../ui/use-copy';
import { WhatsAppButton } from '../../ui/whatsapp-button';

// The QR library loads with the first QR code shown, not with the dashboard.
const LinkQr = lazyPage(
  () => import('./link-qr'),
  (m) => m.LinkQr,
);

/** One shareable link: its QR code, the link itself, copy and WhatsApp share. */
export function ShareLink({
  kind,
  label,
  url,
  message,
}: {
  kind: string;
  label: string;
  url: string;
  message: string;
}) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy({ copied: t('dashboard.copied'), failed: t('dashboard.copyFailed') });
  return (
    <Stack gap="xs" align="center" data-testid={`share-${kind}`} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Suspense fallback={<Skeleton w={120} h={120} radius="md" />}>
        <LinkQr url={url} label={t('dashboard.qrOf', { label })} />
      </Suspense>
      <Text size="xs" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }} data-testid={`share-${kind}-url`}>
        {url}
      </Text>
      <Group gap="xs" justify="center">
        <Button
          size="xs"
          variant="light"
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          onClick={() => void copy(url)}
          aria-label={t('dashboard.copyOf', { label })}
          data-testid={`share-${kind}-copy`}
        >
          {copied ? t('dashboard.copied') : t('dashboard.copy')}
        </Button>
        <WhatsAppButton
          size="xs"
          message={message}
          aria-label={t('dashboard.whatsappOf', { label })}
          data-testid={`share-${kind}-whatsapp`}
        >
          {t('dashboard.whatsapp')}
        </WhatsAppButton>
      </Group>
    </Stack>
  );
}
