import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useStorefront } from '../storefront';
import { customerMeQuery } from './customer-account.api';

/** A page of the signed-in customer: anyone else is sent to the account page (its login form). */
export function SignedInCustomer({ children }: { children: ReactNode }) {
  const { base } = useStorefront();
  const me = useQuery(customerMeQuery());
  if (me.isPending) return <SkeletonBlock rows={6} />;
  if (me.isError) return <ErrorState message={me.error.message} onRetry={() => me.refetch()} />;
  if (me.data?.role !== 'customer') return <Navigate to={`${base}/account`} replace />;
  return children;
}
