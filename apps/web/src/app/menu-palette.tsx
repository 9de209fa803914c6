import '@mantine/spotlight/styles.css';
import './menu-palette.css';
import { Spotlight, type SpotlightActionData, spotlight } from '@mantine/spotlight';
import type { UserDetail } from '@niaga/shared';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { visibleMenu } from './menu.config';

/** Opens the palette (its store is this chunk's; the shell loads the chunk on the first Ctrl+K or click). */
export const openMenuPalette = () => spotlight.open();

/** The command palette: every menu entry the user may open, found by its translated name or group. */
export function MenuPalette({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions: SpotlightActionData[] = visibleMenu(user).map((entry) => ({
    id: entry.path,
    label: t(entry.labelKey),
    description: entry.groupKey ? t(entry.groupKey) : undefined,
    leftSection: <entry.icon size={20} stroke={1.6} />,
    onClick: () => navigate(entry.path),
  }));
  return (
    <Spotlight
      actions={actions}
      shortcut={null}
      limit={60}
      scrollable
      maxHeight={420}
      highlightQuery
      classNames={{ action: 'niaga-palette-action' }}
      attributes={{ content: { 'aria-label': t('menu.search') } }}
      nothingFound={t('menu.searchNothing')}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} />,
        placeholder: t('menu.searchPlaceholder'),
        'aria-label': t('menu.search'),
      }}
    />
  );
}
