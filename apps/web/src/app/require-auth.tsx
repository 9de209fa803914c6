import { canAccess } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { isValidElement, type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { isApiError } from '../lib/api-error';
import { queryClient } from '../lib/query-client';
import { cacheUser, clearAllStorage, clearToken, getToken } from '../lib/storage';
import type { RouteHandle } from './access';
import { currentUserQuery } from './current-user';
import { PageLoader } from './page-loader';

export const SETUP_PROFILE_PATH = '/login/setup-profile';

export function loginPath(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

function useRouteAccess() {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  return {
    accessRules: handles.map((handle) => handle?.access).filter((access) => !!access),
    openWhenLocked: handles.some((handle) => handle?.allowLocked),
  };
}

/** Where a locked company's HQ is sent from any page that is not on the way to pay. */
export const PAY_TO_UNLOCK_PATH = '/subscription';

/**
 * Guard of spec §2/§8: token → user detail → subscription lock → first-login profile → route access. A locked
 * company sends everyone to the expired page (storage cleared) except its HQ, which reaches only the pages marked
 * `allowLocked` (the subscription pages and the payment provider's) and is sent to /subscription from the others.
 */
export function RequireAuth() {
  const location = useLocation();
  const token = getToken();
  const { accessRules, openWhenLocked } = useRouteAccess();
  const { data: user, error, isPending } = useQuery({ ...currentUserQuery(), enabled: !!token });

  const locked = user?.subscription.disallow_login === true;
  const shutOut = locked && !user?.subscription.pay_to_unlock;
  useEffect(() => {
    if (user && !locked) cacheUser(user);
    if (shutOut) clearAllStorage();
  }, [user, locked, shutOut]);
  const failedHard = !!error && !(isApiError(error) && (error.status === 401 || error.status === 0));
  useEffect(() => {
    if (failedHard) clearToken();
  }, [failedHard]);

  if (!token) return <Navigate to={loginPath(location)} replace />;
  if (error) {
    // A 401 raises the session-expired popup, which leads to login itself; no answer at all means offline.
    if (isApiError(error) && error.status === 401) return <PageLoader />;
    if (isApiError(error) && error.status === 0) return <Navigate to="/offline" replace />;
    return <Navigate to={loginPath(location)} replace />;
  }
  if (isPending || !user) return <PageLoader />;
  if (shutOut) return <Navigate to="/subscription/expired" replace />;
  if (locked && !openWhenLocked) return <Navigate to={PAY_TO_UNLOCK_PATH} replace />;

  // A store customer has no dashboard (issue 22): its account lives in the storefronts.
  if (user.role === 'customer') return <Navigate to="/customer-only" replace />;
  const onSetup = location.pathname === SETUP_PROFILE_PATH;
  if (!user.profileCompleted && !onSetup) return <Navigate to={SETUP_PROFILE_PATH} replace />;
  if (user.profileCompleted && onSetup) return <Navigate to="/" replace />;
  if (!accessRules.every((access) => canAccess(user, access))) return <Navigate to="/no-access" replace />;
  return <Outlet />;
}

/**
 * On a guarded address with a token, starts the guard's user check and the page's first query (`prefetch` of its
 * route's handle) before the first render, so the page's data does not wait for its chunk and the check.
 */
export function prefetchSignedIn(matches: { route: { element?: ReactNode; handle?: unknown } }[] | null) {
  const guarded = matches?.some(({ route }) => isValidElement(route.element) && route.element.type === RequireAuth);
  if (!guarded || !getToken()) return;
  void queryClient.prefetchQuery(currentUserQuery());
  const search = new URLSearchParams(window.location.search);
  for (const { route } of matches ?? []) {
    void (route.handle as RouteHandle | undefined)?.prefetch?.(search);
  }
}

/** Safe place to return to after login: only same-origin relative paths. */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login') || value.startsWith('/logout')) return '/';
  return value;
}

/** Public pages for signed-out users only (login, hidden entries): a signed-in user goes to the dashboard. */
export function GuestOnly() {
  return getToken() ? <Navigate to="/" replace /> : <Outlet />;
}

export function EntryRedirect({ type }: { type: 'hq' | 'agent' }) {
  return getToken() ? <Navigate to="/" replace /> : <Navigate to={`/login?type=${type}`} replace />;
}
