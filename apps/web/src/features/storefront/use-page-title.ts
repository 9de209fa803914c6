import { useEffect } from 'react';

/** The page title of a storefront page: its product or store name (its route's handle has `ownTitle`). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
