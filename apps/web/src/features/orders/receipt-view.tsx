import './orders-texts';
import { Anchor, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProtectedImage, useProtectedFile } from '../../app/protected-image';

/**
 * The transfer receipt the buyer uploaded; a click opens it large. It is a private file: fetched with the token
 * (`useProtectedFile`), never a plain public URL. Shown to HQ on its order page and to the buyer on its own.
 */
export function ReceiptView({ receiptUrl, referenceNo }: { receiptUrl: string | null; referenceNo: string }) {
  const { t } = useTranslation();
  const [large, setLarge] = useState(false);
  const file = useProtectedFile(receiptUrl);
  if (!receiptUrl)
    return (
      <Text size="sm" c="dimmed" data-testid="no-receipt">
        {t('orders.receipt.none')}
      </Text>
    );
  const alt = t('orders.receipt.alt', { ref: referenceNo });
  if (file.status !== 'ready') return <ProtectedImage file={file} alt={alt} mah={260} />;
  return (
    <>
      <UnstyledButton onClick={() => setLarge(true)} aria-label={t('orders.receipt.open')} data-testid="receipt">
        <ProtectedImage
          file={file}
          alt={alt}
          radius="md"
          mah={260}
          fit="contain"
          bg="var(--mantine-color-default-hover)"
        />
        <Group gap={4} mt={6}>
          <IconZoomIn size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('orders.receipt.open')}
          </Text>
        </Group>
      </UnstyledButton>
      <Modal opened={large} onClose={() => setLarge(false)} title={t('orders.receipt.title')} size="xl" centered>
        <ProtectedImage file={file} alt={alt} fit="contain" data-testid="receipt-large" />
        <Anchor href={file.src} target="_blank" rel="noopener noreferrer" size="sm" mt="sm" display="block">
          {t('orders.receipt.newTab')}
        </Anchor>
      </Modal>
    </>
  );
}
