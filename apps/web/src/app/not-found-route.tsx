import { useQuery } from '@tanstack/react-query';
import { NotFoundPage } from '../features/system/system-pages';
import { getToken } from '../lib/storage';
import { currentUserQuery } from './current-user';
import { lazyPage } from './lazy-page';
import { PageLoader } from './page-loader';
import { PublicLayout } from './public-layout';

// The signed-in shell (menus, popovers) is its own chunk, keeping the login page small.
export const AppShellLayout = lazyPage(
  () => import('./app-shell-layout'),
  (m) => m.AppShellLayout,
);

/**
 * An unknown address: a signed-in user keeps the shell (menu and header) around the 404, so it can go on from
 * there; a visitor, or a session that no longer holds, sees it in the public layout.
 */
export function NotFoundRoute() {
  const token = getToken();
  const { data: user, isPending } = useQuery({ ...currentUserQuery(), enabled: !!token });
  if (token && isPending) return <PageLoader />;
  const signedIn = !!user && user.profileCompleted && !user.subscription.disallow_login;
  if (token && signedIn) {
    return (
      <AppShellLayout>
        <NotFoundPage />
      </AppShellLayout>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
