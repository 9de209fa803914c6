import { Text } from '@mantine/core';

/** A figure with its label under it (the summary and sales cards). */
export function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div style={{ minWidth: 0 }} data-testid={testId}>
      <Text size="xs" c="dimmed" truncate>
        {label}
      </Text>
      <Text fw={700} size="lg" ff="monospace" truncate data-testid={testId && `${testId}-value`}>
        {value}
      </Text>
    </div>
  );
}
