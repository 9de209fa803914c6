import './manage-orders-texts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { remarkInput } from '@niaga/shared';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { type ManageOrderView, manageApi } from './manage-orders.api';
import { refreshManaged } from './refresh-managed';

/** HQ's own remark on the order (the buyer never sees it): shown, and edited in place. */
export function RemarkEditor({ order }: { order: ManageOrderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(order.remark ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () => manageApi.remark(order.id, value.trim()),
    onSuccess: async (answer) => {
      await refreshManaged(queryClient, answer.data);
      notifications.show({ color: 'teal', message: answer.message || t('manageOrders.remark.saved') });
      setEditing(false);
    },
  });
  const submit = () => {
    const parsed = remarkInput.safeParse({ remark: value });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(undefined);
    save.mutate();
  };
  if (!editing)
    return (
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text
          size="sm"
          c={order.remark ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="order-remark"
        >
          {order.remark || t('manageOrders.remark.none')}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} />}
          onClick={() => {
            setValue(order.remark ?? '');
            setEditing(true);
          }}
          data-testid="remark-edit"
        >
          {t('manageOrders.remark.edit')}
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t('manageOrders.remark.title')}
        autosize
        minRows={3}
        maxLength={1000}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
        data-autofocus
        data-testid="remark-input"
      />
      <ErrorAlert error={save.error} />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </Button>
        <Button size="xs" onClick={submit} loading={save.isPending} data-testid="remark-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
