import './orders-texts';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@niaga/shared';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { orderApi, refreshOrders } from './orders.api';

const TYPES = ['image/jpeg', 'image/png'];
const EXTENSIONS = /\.(jpe?g|png)$/i;

/** Spec §5: a receipt is a JPEG/JPG/PNG of at most 10 MB; checked here before it is sent (and on the server). */
export function receiptProblem(file: File, maxBytes: number): 'type' | 'size' | null {
  if (!TYPES.includes(file.type) && !EXTENSIONS.test(file.name)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Uploading the transfer receipt; `seller` (its name) checks it next. */
export function ReceiptUpload({ orderId, seller }: { orderId: string; seller: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const maxMb = LIMITS.receiptMaxBytes / (1024 * 1024);
  const upload = useMutation({
    mutationFn: (file: File) => orderApi.uploadReceipt(orderId, file),
    onSuccess: (order) => {
      void refreshOrders(queryClient, order);
      notifications.show({ color: 'teal', message: t('orders.receipt.uploaded', { seller }) });
    },
  });
  const choose = (file: File | null) => {
    upload.reset();
    if (!file) return;
    const found = receiptProblem(file, LIMITS.receiptMaxBytes);
    setProblem(found && t(`orders.receipt.${found}`, { max: maxMb }));
    if (!found) upload.mutate(file);
  };
  return (
    <Stack gap="xs" data-testid="receipt-upload">
      <Text size="sm" fw={600}>
        {t('orders.receipt.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('orders.receipt.hint', { max: maxMb })}
      </Text>
      <Group>
        <FileButton onChange={choose} accept="image/jpeg,image/png,.jpg,.jpeg,.png">
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              data-testid="receipt-button"
            >
              {t('orders.receipt.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert" data-testid="receipt-problem">
          {problem}
        </Text>
      )}
      <ErrorAlert error={upload.error} />
    </Stack>
  );
}
