import './catalog-texts';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
