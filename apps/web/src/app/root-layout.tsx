import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from './access';
import { OfflineBanner } from './offline-banner';
import { PageLoader } from './page-loader';
import { PopupHost } from './popup-host';
import { APP_NAME, useSiteSettings } from './site-settings';
import { UpdatePrompt } from './update-prompt';

/** Page title = route title + company name (spec §1). */
function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { data: settings } = useSiteSettings();
  const titleKey = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  const name = settings?.com_name || APP_NAME;
  const title = titleKey ? `${t(titleKey.titleKey)} | ${name}` : name;
  // A page whose title is its content's (a storefront's product) sets it itself.
  const ownTitle = matches.some((match) => (match.handle as { ownTitle?: boolean } | undefined)?.ownTitle);
  useEffect(() => {
    if (!ownTitle) document.title = title;
  }, [title, ownTitle]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <PopupHost />
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
