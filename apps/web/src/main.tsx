import './zod-config';
import { toLanguage } from '@niaga/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { i18n, loadLanguage } from './i18n/i18n';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
// The stored language's texts first (a small chunk; English is already in the bundle).
loadLanguage(toLanguage(i18n.language))
  .catch(() => i18n.changeLanguage('en'))
  .finally(render);

registerServiceWorker();
