import { LIMITS } from '@niaga/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activePopup, closePopup, onPopup, type PopupKind } from '../lib/popup-bus';
import { clearAllStorage, clearToken } from '../lib/storage';
import { loginPath } from './require-auth';

const PopupDialog = lazy(async () => ({ default: (await import('./popup-dialog')).PopupDialog }));
const SECONDS = LIMITS.errorPopupSeconds;

/**
 * The blocking popups of spec §8, each with a 10-second countdown:
 * session expired → clear the token, go to login (keeping the page); too many requests → clear storage, go home.
 */
export function PopupHost() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // A popup may have been asked for before this mounted (the user check starts before the first render).
  const [kind, setKind] = useState<PopupKind | null>(activePopup);
  const [left, setLeft] = useState<number>(SECONDS);
  const [origin, setOrigin] = useState(location);

  useEffect(() => {
    const unsubscribe = onPopup((next) => {
      setKind(next);
      setLeft(SECONDS);
    });
    // A popup asked for after the first render but before this subscription would otherwise never show (and, being
    // active, would block every later one): a 401 answered that fast left the page on its loader.
    const raised = activePopup();
    if (raised) setKind(raised);
    return unsubscribe;
  }, []);
  useEffect(() => {
    if (!kind) setOrigin(location);
  }, [kind, location]);

  const finish = useCallback(() => {
    if (!kind) return;
    queryClient.clear();
    if (kind === 'session-expired') {
      clearToken();
      navigate(origin.pathname.startsWith('/login') ? '/login' : loginPath(origin), { replace: true });
    } else {
      clearAllStorage();
      navigate('/', { replace: true });
    }
    setKind(null);
    closePopup();
  }, [kind, navigate, origin, queryClient]);

  useEffect(() => {
    if (!kind) return;
    if (left <= 0) {
      finish();
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [kind, left, finish]);

  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog kind={kind} secondsLeft={left} onContinue={finish} />
    </Suspense>
  );
}
