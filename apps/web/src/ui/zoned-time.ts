/** The UTC offset (`+08:00`) of a time zone at about that moment; KL and Jakarta have no daylight saving. */
function offsetOf(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return !name || name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/** `2026-12-01T10:30` typed in the company's time zone → `2026-12-01T10:30:00+08:00`. */
export function zonedIso(local: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  return `${local}:00${offsetOf(timeZone, new Date(`${local}:00Z`))}`;
}

/** Now as `yyyy-mm-ddThh:mm` in a time zone (the earliest pickup time the picker offers). */
export function localNow(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
