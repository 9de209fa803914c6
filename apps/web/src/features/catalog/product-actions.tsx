import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconEye, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';
import { catalogApi, catalogKeys, type ProductRow } from './catalog.api';

export const previewProductPath = (id: string) => `/products/preview-product/${encodeURIComponent(id)}`;

/** The per-product menu (edit, preview, suspend or unsuspend, delete) and the delete confirmation. */
export function useProductActions(canEdit: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
  const status = useMutation({
    mutationFn: ({ id, suspend }: { id: string; suspend: boolean }) =>
      catalogApi.setProductStatus(id, suspend ? 'suspended' : 'published'),
    onSuccess: async ({ message }) => {
      await refresh();
      notifications.show({ color: 'teal', message });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const remove = async (row: ProductRow) => {
    const { message } = await catalogApi.deleteProduct(row.id);
    await refresh();
    notifications.show({ color: 'teal', message });
  };

  const menu = (row: ProductRow) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('catalog.products.actionsFor', { name: row.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <Menu.Item
            component={Link}
            to={`/products/edit/${encodeURIComponent(row.id)}`}
            leftSection={<IconPencil size={16} />}
          >
            {t('catalog.edit')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={previewProductPath(row.id)} leftSection={<IconEye size={16} />}>
          {t('catalog.products.previewAsLevel')}
        </Menu.Item>
        {canEdit && row.status === 'suspended' && (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => status.mutate({ id: row.id, suspend: false })}
          >
            {t('catalog.unsuspend')}
          </Menu.Item>
        )}
        {canEdit && row.status !== 'suspended' && (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => status.mutate({ id: row.id, suspend: true })}
          >
            {t('catalog.suspend')}
          </Menu.Item>
        )}
        {canEdit && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(row)}>
            {t('catalog.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  const modal = (
    <ConfirmModal
      opened={deleting !== null}
      title={t('catalog.products.delete')}
      message={t('catalog.products.deleteConfirm', { name: deleting?.name ?? '' })}
      confirmLabel={t('catalog.delete')}
      onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      onClose={() => setDeleting(null)}
      testId="product-delete-confirm"
    />
  );
  return { menu, modal };
}
