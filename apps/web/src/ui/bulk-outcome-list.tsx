import { Badge, Button, Group, Paper, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One row's result of a bulk action: done (tick) or refused (cross) with the server's reason. */
export type BulkOutcomeRow = { id: string; ok: boolean; reference: string; message: ReactNode };

/** The rows' results after a bulk action, each with its reference and message, scrolling past 360px. */
export function BulkOutcomeList({ rows, rowTestId }: { rows: BulkOutcomeRow[]; rowTestId?: string }) {
  return (
    <ScrollArea.Autosize mah={360}>
      <Stack gap="xs">
        {rows.map((row) => (
          <Paper key={row.id} withBorder p="xs" radius="md" data-testid={rowTestId} data-ok={row.ok ? 'true' : 'false'}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon color={row.ok ? 'teal' : 'red'} variant="light" size="sm" radius="xl">
                {row.ok ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} ff="monospace">
                  {row.reference}
                </Text>
                <Text size="sm" c={row.ok ? 'dimmed' : 'red'}>
                  {row.message}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

type ReportProps = {
  /** "3 approved". */
  doneLabel: string;
  /** "1 refused", shown when any was refused. */
  refusedLabel: string | null;
  rows: BulkOutcomeRow[];
  closeLabel: string;
  onClose: () => void;
  testIds: { root: string; done: string; refused?: string; row?: string; close: string };
};

/** What a bulk action did: how many were done and refused, each row's result, and a close button. */
export function BulkOutcomeReport({ doneLabel, refusedLabel, rows, closeLabel, onClose, testIds }: ReportProps) {
  return (
    <Stack gap="md" data-testid={testIds.root}>
      <Group gap="xs">
        <Badge color="teal" variant="light" tt="none" size="lg" data-testid={testIds.done}>
          {doneLabel}
        </Badge>
        {refusedLabel && (
          <Badge color="red" variant="light" tt="none" size="lg" data-testid={testIds.refused}>
            {refusedLabel}
          </Badge>
        )}
      </Group>
      <BulkOutcomeList rows={rows} rowTestId={testIds.row} />
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid={testIds.close}>
          {closeLabel}
        </Button>
      </Group>
    </Stack>
  );
}
