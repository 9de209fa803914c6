import { Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** What the bulk buttons spread: disabled with nothing ticked, the hint then being their description. */
export type BulkButtonProps = { disabled: boolean; 'aria-describedby': string | undefined };

type Props = {
  count: number;
  /** Shown instead of the count when nothing is ticked, e.g. "Select orders first". */
  hint: string;
  /** "3 orders selected". */
  selectedLabel: string;
  /** The buttons; spread `buttonProps` on each. */
  children: (buttonProps: BulkButtonProps) => ReactNode;
  testId?: string;
};

/** The bar over a list with ticked rows: the count (or the hint) and the bulk buttons, disabled at zero. */
export function BulkBar({ count, hint, selectedLabel, children, testId = 'bulk-actions' }: Props) {
  // Nothing ticked: the actions are disabled and say why (the hint is their description for screen readers).
  const none = count === 0;
  const hintId = useId();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" mr="auto" data-testid="bulk-count">
          {none ? (
            <span id={hintId} data-testid="bulk-hint">
              {hint}
            </span>
          ) : (
            selectedLabel
          )}
        </Text>
        {children({ disabled: none, 'aria-describedby': none ? hintId : undefined })}
      </Group>
    </Stack>
  );
}
