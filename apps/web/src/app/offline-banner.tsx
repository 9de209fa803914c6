import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} />}
      role="status"
      style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 400 }}
    >
      {t('offline.banner')}
    </Alert>
  );
}
