import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders its children in a background pass after the page's first commit, `fallback` until then: the page's
 * header (on a phone's first visit, its largest text) paints without waiting for the rest of the page.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useDeferredValue(true, false) ? children : fallback;
}
