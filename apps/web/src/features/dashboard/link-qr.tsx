import { QRCodeSVG } from 'qrcode.react';

/** A link as a QR code: black on white with a quiet zone, in dark mode too (phones' scanners read that best). */
export function LinkQr({ url, label }: { url: string; label: string }) {
  return (
    <QRCodeSVG
      value={url}
      size={120}
      marginSize={2}
      level="M"
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label}
      style={{ borderRadius: 8 }}
      data-testid="link-qr"
    />
  );
}
