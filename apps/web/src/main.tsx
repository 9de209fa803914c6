import './zod-config';
import { toLanguage } from '@niaga/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { preloadRoute } from './app/lazy-page';
import { AppProviders } from './app/providers';
import { prefetchSignedIn } from './app/require-auth';
import { router, routes } from './app/router';
import { i18n, loadLanguage } from './i18n/i18n';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition lets React render the first page in slices, yielding to the browser in between, instead of in
// one long task (a phone's main thread is blocked for less; see docs/performance.md, "Web first visit").
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
// A signed-in visit needs the user (the guard's check), the route's chunks and the page's data: ask for all at once.
const matches = matchRoutes(routes, window.location);
preloadRoute(matches);
prefetchSignedIn(matches);
// The stored language's texts first (a small chunk; English is already in the bundle).
loadLanguage(toLanguage(i18n.language))
  .catch(() => i18n.changeLanguage('en'))
  .finally(render);

registerServiceWorker();
