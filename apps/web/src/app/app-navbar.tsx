import { NavLink, ScrollArea } from '@mantine/core';
import { canAccess, type UserDetail } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MENU, type MenuEntry } from './menu.config';

type Section = { groupKey?: string; entries: MenuEntry[] };

function sections(entries: readonly MenuEntry[]): Section[] {
  const result: Section[] = [];
  for (const entry of entries) {
    const last = result.at(-1);
    if (entry.groupKey && last?.groupKey === entry.groupKey) last.entries.push(entry);
    else result.push({ groupKey: entry.groupKey, entries: [entry] });
  }
  return result;
}

function matches(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/' || pathname === '/home';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The one entry a page belongs to: the longest matching path (`/company/users` is not also "/company"). */
function activePath(pathname: string, entries: readonly MenuEntry[]): string | undefined {
  return entries.filter((entry) => matches(pathname, entry.path)).sort((a, b) => b.path.length - a.path.length)[0]
    ?.path;
}

export function AppNavbar({ user, onNavigate }: { user: UserDetail; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = MENU.filter(
    (entry) => (!entry.access || canAccess(user, entry.access)) && (!entry.shown || entry.shown(user)),
  );
  const active = activePath(pathname, visible);

  const item = (entry: MenuEntry) => (
    <NavLink
      key={entry.path}
      component={Link}
      to={entry.path}
      label={t(entry.labelKey)}
      leftSection={<entry.icon size={18} stroke={1.6} />}
      active={entry.path === active}
      onClick={onNavigate}
    />
  );

  return (
    <ScrollArea component="nav" aria-label={t('menu.label')} data-testid="main-menu">
      {sections(visible).map((section) =>
        section.groupKey ? (
          <NavLink
            key={section.groupKey}
            label={t(section.groupKey)}
            leftSection={section.entries[0] ? <SectionIcon entry={section.entries[0]} /> : null}
            defaultOpened
            childrenOffset={28}
          >
            {section.entries.map(item)}
          </NavLink>
        ) : (
          section.entries.map(item)
        ),
      )}
    </ScrollArea>
  );
}

function SectionIcon({ entry }: { entry: MenuEntry }) {
  return <entry.icon size={18} stroke={1.6} />;
}
