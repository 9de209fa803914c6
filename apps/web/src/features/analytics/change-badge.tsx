import { Badge } from '@mantine/core';

/** The change from the previous period in percent (none when it had nothing to compare with). */
export function ChangeBadge({ now, before }: { now: number; before: number }) {
  if (before === 0) return null;
  const change = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return (
    <Badge variant="light" color={change >= 0 ? 'teal' : 'red'} size="sm" data-testid="analytics-change">
      {change >= 0 ? '+' : ''}
      {change}%
    </Badge>
  );
}
