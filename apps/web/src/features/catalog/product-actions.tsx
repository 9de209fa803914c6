import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type ProductRow } from './catalog.api';
import { RowMenu, useDeleteConfirm, useRecordItems } from './row-menu';

export const previewProductPath = (id: string) => `/products/preview-product/${encodeURIComponent(id)}`;

/** The per-product menu (edit, preview, suspend or unsuspend, delete) and the delete confirmation. */
export function useProductActions(canEdit: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = useRecordItems();
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

  const confirm = useDeleteConfirm({
    title: t('catalog.products.delete'),
    message: (name) => t('catalog.products.deleteConfirm', { name }),
    remove,
    testId: 'product-delete-confirm',
  });

  const menu = (row: ProductRow) => {
    const suspended = row.status === 'suspended';
    return (
      <RowMenu
        name={row.name}
        items={[
          canEdit && items.edit(`/products/edit/${encodeURIComponent(row.id)}`),
          { label: t('catalog.products.previewAsLevel'), icon: <IconEye size={16} />, to: previewProductPath(row.id) },
          canEdit && items.suspend(suspended, () => status.mutate({ id: row.id, suspend: !suspended })),
          canEdit && items.remove(() => confirm.ask(row)),
        ]}
      />
    );
  };

  return { menu, modal: confirm.modal };
}
