import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BundleKind, catalogApi, catalogKeys } from './catalog.api';
import { RowMenu, useDeleteConfirm, useRecordItems } from './row-menu';

type Bundle = { id: string; name: string; suspended: boolean };

/** Edit, suspend or unsuspend and delete a package or combo, with spec §8's failure notices. */
export function useBundleActions(kind: BundleKind) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = useRecordItems();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
  const suspend = useMutation({
    mutationFn: (bundle: Bundle) => catalogApi.setBundleSuspended(kind, bundle.id, !bundle.suspended),
    onSuccess: async (_answer, bundle) => {
      await refresh();
      notifications.show({
        color: 'teal',
        message: t(`catalog.${kind}.${bundle.suspended ? 'unsuspended' : 'suspended'}`),
      });
    },
    onError: (error, bundle) =>
      notifications.show({
        color: 'red',
        title: t(`catalog.${kind}.${bundle.suspended ? 'unsuspendFailed' : 'suspendFailed'}`),
        message: error.message,
      }),
  });
  const remove = async (bundle: Bundle) => {
    try {
      const { message } = await catalogApi.deleteBundle(kind, bundle.id);
      notifications.show({ color: 'teal', message });
      await refresh();
    } catch (error) {
      throw new Error(`${t(`catalog.${kind}.deleteFailed`)} ${(error as Error).message}`);
    }
  };

  const confirm = useDeleteConfirm({
    title: t(`catalog.${kind}.delete`),
    message: (name) => t('catalog.deleteConfirm', { name }),
    remove,
    testId: 'bundle-delete-confirm',
  });

  const menu = (bundle: Bundle) => (
    <RowMenu
      name={bundle.name}
      items={[
        items.edit(`/products/${kind}/edit/${encodeURIComponent(bundle.id)}`),
        items.suspend(bundle.suspended, () => suspend.mutate(bundle)),
        items.remove(() => confirm.ask(bundle)),
      ]}
    />
  );
  return { menu, modal: confirm.modal };
}
