import './recruitment-texts';
import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The PNG's name: niaga-recruit-<level>.png, the level in lower case with dashes. */
export function qrFileName(levelName: string): string {
  const slug = levelName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `niaga-recruit-${slug || 'link'}.png`;
}

/**
 * An invite link as a QR code with a "Download QR" button (the canvas saved as PNG). Loaded on its own
 * (React.lazy) so the QR library stays out of the recruit page's chunk. Always black on white with a quiet
 * zone, in dark mode too: phones' scanners read that best.
 */
export function InviteQr({ url, levelName }: { url: string; levelName: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const download = () => {
    if (!canvas.current) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = qrFileName(levelName);
    document.body.appendChild(link);
    link.click();
    link.remove();
  };
  return (
    <Stack gap="xs" align="center" style={{ flexShrink: 0 }}>
      <QRCodeCanvas
        ref={canvas}
        value={url}
        size={480}
        marginSize={2}
        level="M"
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={t('recruitment.recruit.qr', { level: levelName })}
        style={{ width: 152, height: 152, borderRadius: 8 }}
        data-testid="invite-qr"
      />
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} />}
        onClick={download}
        data-testid="invite-qr-download"
      >
        {t('recruitment.recruit.downloadQr')}
      </Button>
    </Stack>
  );
}
