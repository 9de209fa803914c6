import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A record's status as a light badge in its colour, never cut short (a table column can be narrow); `data-status`
 * carries the status for tests and styles.
 */
export function StatusBadge<S extends string>({
  status,
  colors,
  label,
  ...props
}: { status: S; colors: Record<S, string>; label: string } & BadgeProps) {
  return (
    <Badge
      color={colors[status]}
      variant="light"
      tt="none"
      data-status={status}
      style={{ flex: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {label}
    </Badge>
  );
}
