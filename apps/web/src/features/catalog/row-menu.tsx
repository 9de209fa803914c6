import './catalog-texts';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';

export type RowMenuItem = { label: string; icon: ReactNode; to?: string; onClick?: () => void; color?: string };

/** A catalogue row's "…" menu ("Actions for <name>"); `false` items are left out. */
export function RowMenu({ name, items }: { name: string; items: (RowMenuItem | false)[] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('catalog.products.actionsFor', { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map(
          (item) =>
            item &&
            (item.to ? (
              <Menu.Item key={item.label} component={Link} to={item.to} leftSection={item.icon}>
                {item.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={item.label} color={item.color} leftSection={item.icon} onClick={item.onClick}>
                {item.label}
              </Menu.Item>
            )),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The edit, suspend or unsuspend and delete items every catalogue record has. */
export function useRecordItems() {
  const { t } = useTranslation();
  return {
    edit: (to: string): RowMenuItem => ({ label: t('catalog.edit'), icon: <IconPencil size={16} />, to }),
    suspend: (suspended: boolean, onClick: () => void): RowMenuItem => ({
      label: suspended ? t('catalog.unsuspend') : t('catalog.suspend'),
      icon: suspended ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />,
      onClick,
    }),
    remove: (onClick: () => void): RowMenuItem => ({
      label: t('catalog.delete'),
      icon: <IconTrash size={16} />,
      color: 'red',
      onClick,
    }),
  };
}

/**
 * "Delete <name>?" for a catalogue record: `ask(record)` opens it, `modal` goes in the page; `remove` deletes (its
 * failure shows in the dialog).
 */
export function useDeleteConfirm<T extends { name: string }>({
  title,
  message,
  remove,
  testId,
}: {
  title: string;
  /** The question, given the record's name. */
  message: (name: string) => string;
  remove: (record: T) => Promise<void>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);
  const modal = (
    <ConfirmModal
      opened={deleting !== null}
      title={title}
      message={message(deleting?.name ?? '')}
      confirmLabel={t('catalog.delete')}
      onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      onClose={() => setDeleting(null)}
      testId={testId}
    />
  );
  return { ask: setDeleting, modal };
}
