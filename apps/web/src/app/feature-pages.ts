import type { Access, UserDetail } from '@niaga/shared';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './access';
import type { MenuEntry, MenuIcon } from './menu.config';

/**
 * One page of a feature, declared once: its address, element, title, who may open it and, when it has one, its menu
 * entry (labelled with the title, guarded by the same access). `menu.config.ts` decides where the entries go.
 */
export type PageSpec = {
  path: string;
  element: ReactElement;
  titleKey: string;
  access?: Access;
  /** The page's first query, started with the route's chunks (see `RouteHandle`). */
  prefetch?: RouteHandle['prefetch'];
  /** Open to a locked company's HQ, which reaches only these pages until it has paid (see `RouteHandle`). */
  allowLocked?: boolean;
  /** The icon of the page's menu entry; no menu entry when left out. */
  menu?: MenuIcon;
  /** A further condition on the user for the menu entry (e.g. a company feature switched on). */
  shown?: (user: UserDetail) => boolean;
};

const menuEntry = ({ path, titleKey, access, menu, shown }: PageSpec): MenuEntry[] =>
  menu ? [{ path, labelKey: titleKey, icon: menu, ...(access && { access }), ...(shown && { shown }) }] : [];

/** The route objects and the menu entries (in declaration order) of a feature's pages. */
export function featurePages(pages: readonly PageSpec[]): { routes: RouteObject[]; menu: MenuEntry[] } {
  return {
    routes: pages.map(({ path, element, titleKey, access, prefetch, allowLocked }) => ({
      path,
      element,
      handle: {
        titleKey,
        access,
        ...(prefetch && { prefetch }),
        ...(allowLocked && { allowLocked }),
      } satisfies RouteHandle,
    })),
    menu: pages.flatMap(menuEntry),
  };
}
