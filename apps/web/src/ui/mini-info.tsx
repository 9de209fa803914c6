import { Text } from '@mantine/core';

/** A small label over a value, in cards. */
export function Mini({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" truncate>
        {label}
      </Text>
      <Text size="sm" truncate>
        {value}
      </Text>
    </div>
  );
}
