import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  main: ReactNode;
  /** The small dimmed line under it (an email, a code…). */
  sub?: ReactNode;
  /** The main line's weight. */
  fw?: number;
  /** Long words (emails) may break anywhere: for phone cards, not table cells. */
  breakAnywhere?: boolean;
};

/** A cell or card head of two lines: e.g. an agent's name and, under it, the email. */
export function TwoLines({ main, sub, fw = 600, breakAnywhere }: Props) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={fw}>
        {main}
      </Text>
      {sub && (
        <Text size="xs" c="dimmed" style={breakAnywhere ? { overflowWrap: 'anywhere' } : undefined}>
          {sub}
        </Text>
      )}
    </div>
  );
}
