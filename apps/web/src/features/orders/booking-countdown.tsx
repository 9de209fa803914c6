import './orders-texts';
import { Alert, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function left(until: number, now: number) {
  const seconds = Math.max(0, Math.floor((until - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    seconds,
    text: `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`,
  };
}

/** How long an unpaid order still holds its stock (company booking time); `onExpired` once it runs out. */
export function BookingCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const until = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const remaining = left(until, now);
  const over = remaining.seconds === 0;
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [over]);
  useEffect(() => {
    if (over) onExpired();
  }, [over, onExpired]);
  if (over)
    return (
      <Alert color="gray" variant="light" icon={<IconClock size={18} />} data-testid="booking-over">
        {t('orders.detail.bookingOver')}
      </Alert>
    );
  return (
    <Alert color="orange" variant="light" icon={<IconClock size={18} />} data-testid="booking-countdown">
      {t('orders.detail.payWithin')}{' '}
      <Text component="span" fw={700} ff="monospace" data-testid="booking-left">
        {remaining.text}
      </Text>
    </Alert>
  );
}
