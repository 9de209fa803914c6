import type { UserDetail } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { subscriptionSummaryQuery } from './subscription.api';
import { SubscriptionNoticeAlert } from './subscription-notice';

/** Pages that tell the subscription's state themselves (the dashboard has its own notice). */
const OWN_NOTICE = ['/', '/home'];

/**
 * The shell's banner of spec §6 "subscription messages visible to HQ only": never asked for, nor shown, for staff
 * or agents. Not on the subscription pages, which show their own.
 */
export function SubscriptionBanner({ user }: { user: UserDetail }) {
  const { pathname } = useLocation();
  const hq = user.role === 'hq';
  const summary = useQuery({ ...subscriptionSummaryQuery(), enabled: hq });
  if (!hq || !summary.data || pathname.startsWith('/subscription') || OWN_NOTICE.includes(pathname)) return null;
  return <SubscriptionNoticeAlert summary={summary.data} mb="md" />;
}
