import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../app/page-loader';
import { clearAllStorage, getToken } from '../../lib/storage';
import { authApi } from './auth.api';

/** Revokes the token (best effort), clears local and session storage, goes to login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    const revoke = getToken() ? authApi.logout().catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      clearAllStorage();
      queryClient.clear();
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return <PageLoader />;
}
