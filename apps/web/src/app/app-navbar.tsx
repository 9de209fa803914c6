import { NavLink, ScrollArea } from '@mantine/core';
import type { UserDetail } from '@niaga/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type MenuEntry, menuGroup, visibleMenu } from './menu.config';
import { MenuBadgeList, waiting } from './menu-badge';
import { menuBadgesQuery, useMenuBadgesRefresh } from './menu-badges';
import { useOpenGroups } from './menu-groups-state';

type Section = { groupKey?: string; entries: MenuEntry[] };

/** Runs of entries of one group become one section; a group with a single visible entry is shown as that entry. */
function sections(entries: readonly MenuEntry[]): Section[] {
  const result: Section[] = [];
  for (const entry of entries) {
    const last = result.at(-1);
    if (entry.groupKey && last?.groupKey === entry.groupKey) last.entries.push(entry);
    else result.push({ groupKey: entry.groupKey, entries: [entry] });
  }
  return result.map((section) => (section.entries.length === 1 ? { entries: section.entries } : section));
}

function matches(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/' || pathname === '/home';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The one entry a page belongs to: the longest matching path (`/company/users` is not also "/company"). */
function activeEntry(pathname: string, entries: readonly MenuEntry[]): MenuEntry | undefined {
  return entries.filter((entry) => matches(pathname, entry.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

const groupId = (key: string) => `menu-group-${key.replaceAll('.', '-')}`;

export function AppNavbar({ user, onNavigate }: { user: UserDetail; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const visible = visibleMenu(user);
  const active = activeEntry(pathname, visible);
  const { isOpen, setOpen } = useOpenGroups(user.id);
  const withBadges = visible.some((entry) => entry.badges);
  const { data: badges } = useQuery({ ...menuBadgesQuery(), enabled: withBadges });
  useMenuBadgesRefresh(queryClient, withBadges);

  // A page reached from elsewhere (palette, link) opens its group once, so the marked entry is in sight; the user
  // may still close it while on that page.
  const activePath = active?.path;
  const activeGroup = active?.groupKey;
  const openedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!activeGroup || openedFor.current === activePath) return;
    openedFor.current = activePath;
    if (!isOpen(activeGroup)) setOpen(activeGroup, true);
  }, [activePath, activeGroup, isOpen, setOpen]);

  const item = (entry: MenuEntry) => (
    <NavLink
      key={entry.path}
      component={Link}
      to={entry.path}
      label={t(entry.labelKey)}
      leftSection={<entry.icon size={18} stroke={1.6} />}
      rightSection={<MenuBadgeList counts={waiting(badges, entry.badges)} />}
      active={entry === active}
      aria-current={entry === active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );

  const group = (key: string, entries: MenuEntry[]) => {
    const opened = isOpen(key);
    const GroupIcon = menuGroup(key)?.icon ?? entries[0]!.icon;
    const hidden = opened ? [] : waiting(badges, [...new Set(entries.flatMap((entry) => entry.badges ?? []))]);
    return (
      <NavLink
        key={key}
        component="button"
        type="button"
        label={t(key)}
        leftSection={<GroupIcon size={18} stroke={1.6} />}
        description={hidden.length > 0 ? <MenuBadgeList counts={hidden} /> : undefined}
        opened={opened}
        onChange={(open) => setOpen(key, open)}
        aria-expanded={opened}
        aria-controls={groupId(key)}
        data-testid={groupId(key)}
        childrenOffset={28}
      >
        <div id={groupId(key)}>{entries.map(item)}</div>
      </NavLink>
    );
  };

  return (
    <ScrollArea component="nav" aria-label={t('menu.label')} data-testid="main-menu">
      {sections(visible).map((section) =>
        section.groupKey ? group(section.groupKey, section.entries) : section.entries.map(item),
      )}
    </ScrollArea>
  );
}
