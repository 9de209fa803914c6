import './manage-orders-texts';
import { Text, Timeline } from '@mantine/core';
import { formatDateLong } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/date-format';
import type { ManageOrderView } from './manage-orders.api';

/** A step of the timeline; the buyer's view has no names of who moved its order. */
type TimelineEvent = Omit<ManageOrderView['events'][number], 'actorName'> & { actorName?: string };

/**
 * The status timeline: from which state to which, when, the note given, and (HQ's view) who moved the order.
 * Shown on HQ's order page and on the buyer's.
 */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  const { t, i18n } = useTranslation();
  const { language, timeZone } = useDateFormat();
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('manageOrders.timeline.empty')}
      </Text>
    );
  const actionLabel = (action: string) => {
    const key = `manageOrders.event.${action}`;
    return i18n.exists(key) ? t(key) : action;
  };
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
      {events.map((event, index) => (
        <Timeline.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only and never reordered
          key={index}
          title={
            <Text size="sm" fw={600}>
              {actionLabel(event.action)}
            </Text>
          }
          data-testid="timeline-event"
          data-action={event.action}
        >
          <Text size="xs" c="dimmed">
            {event.fromStatus
              ? t('manageOrders.timeline.move', {
                  from: t(`orders.status.${event.fromStatus}`),
                  to: t(`orders.status.${event.toStatus}`),
                })
              : t(`orders.status.${event.toStatus}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {event.actorName
              ? t('manageOrders.timeline.by', {
                  name: event.actorName,
                  date: formatDateLong(event.createdAt, language, timeZone),
                })
              : formatDateLong(event.createdAt, language, timeZone)}
          </Text>
          {event.note && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {event.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
