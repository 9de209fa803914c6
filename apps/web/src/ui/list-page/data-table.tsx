import 'mantine-datatable/styles.css';
import { Card, Checkbox, Group, Stack, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SortStatus } from './url-state';

/**
 * One column: mantine-datatable's column (accessor, title, render, textAlign, sortable, width…) plus
 * `col` (the cells' `data-col`, which the browser tests read) and `cellStyle` (the cells' style).
 */
export type ListColumn<T> = DataTableColumn<T> & {
  col?: string;
  cellStyle?: React.CSSProperties;
};

/** The column of row buttons: no visible title (screen readers hear `label`). */
export const actionsColumn = <T,>(label: string, render: (record: T) => ReactNode): ListColumn<T> => ({
  accessor: 'actions',
  title: <VisuallyHidden>{label}</VisuallyHidden>,
  render,
});

/** Ticked rows, kept by the page (`useState<T[]>([])`), cleared when the page or filters change. */
export type Selection<T> = {
  selected: T[];
  onChange: (selected: T[]) => void;
  /** The label of one row's checkbox on a phone card. */
  label: (record: T) => string;
  /** Extra props of a row's checkbox (table and phone card), e.g. `{ 'data-testid': 'select-thing' }`. */
  checkboxProps?: (record: T) => Record<string, unknown>;
  /** Extra props of the "tick all on this page" checkbox in the table header. */
  allCheckboxProps?: Record<string, unknown>;
  /** When given, the phone cards start with a "tick all on this page" checkbox of this label. */
  allLabel?: string;
};

export type TableSpec<T> = {
  columns: ListColumn<T>[];
  testId: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** Attributes of each row and phone card, e.g. `{ 'data-voucher': v.voucherCode }`. */
  rowAttributes?: (record: T) => Record<string, unknown>;
  /** Attributes of each phone card when they differ from the rows' (e.g. another test id); `rowAttributes` when not given. */
  cardAttributes?: (record: T) => Record<string, unknown>;
  /** The key of a row; `id` when not given. */
  rowKey?: (record: T) => string;
  /** Rows light up under the pointer: on in list pages (ListResults, UnpagedList), off in a bare ListTable. */
  highlightOnHover?: boolean;
  /** A click on a row (not on its links or buttons when they stop the click), e.g. to open the record. */
  onRowClick?: (record: T) => void;
  sort?: { status: SortStatus; onChange: (next: SortStatus) => void };
  selection?: Selection<T>;
};

const keyOf = <T,>(spec: Pick<TableSpec<T>, 'rowKey'>, record: T) =>
  spec.rowKey ? spec.rowKey(record) : String((record as { id: unknown }).id);

/** The rows on wide screens: mantine-datatable with the app's table look (striped, small text, dense rows). */
export function ListTable<T>({ items, spec }: { items: T[]; spec: TableSpec<T> }) {
  const { sort, selection } = spec;
  const columns = spec.columns.map(({ col, cellStyle, ...column }) => ({
    ...column,
    customCellAttributes: col ? () => ({ 'data-col': col }) : column.customCellAttributes,
    cellsStyle: cellStyle ? () => cellStyle : column.cellsStyle,
  }));
  // The sort and selection props come in pairs (both or neither), which a spread cannot tell TypeScript.
  const props = {
    records: items,
    columns,
    idAccessor: (record: T) => keyOf(spec, record),
    customRowAttributes: spec.rowAttributes,
    'data-testid': spec.testId,
    striped: true,
    highlightOnHover: spec.highlightOnHover,
    onRowClick: spec.onRowClick ? ({ record }: { record: T }) => spec.onRowClick?.(record) : undefined,
    verticalSpacing: 'xs',
    horizontalSpacing: 'sm',
    fz: 'sm',
    styles: { table: { minWidth: spec.minWidth } },
    // A table wider than the screen scrolls sideways: the keyboard must reach its scroll area too (axe
    // scrollable-region-focusable), also when no cell holds a link or button.
    scrollAreaProps: { viewportProps: { tabIndex: 0 } },
    ...(sort ? { sortStatus: sort.status, onSortStatusChange: sort.onChange } : {}),
    ...(selection
      ? {
          selectedRecords: selection.selected,
          onSelectedRecordsChange: selection.onChange,
          getRecordSelectionCheckboxProps: (record: T) => ({
            'aria-label': selection.label(record),
            ...selection.checkboxProps?.(record),
          }),
          allRecordsSelectionCheckboxProps: selection.allCheckboxProps,
        }
      : {}),
  } as DataTableProps<T>;
  return <DataTable<T> {...props} />;
}

/** The rows on phones: one card each, `card` giving its content; a checkbox first when rows can be ticked. */
export function ListCards<T>({
  items,
  spec,
  testId,
  card,
  cardLink,
}: {
  items: T[];
  spec: TableSpec<T>;
  testId: string;
  card: (record: T) => ReactNode;
  /** When given, the whole card is a link to this address. */
  cardLink?: (record: T) => string;
}) {
  const { selection } = spec;
  const ticked = new Set(selection?.selected.map((record) => keyOf(spec, record)));
  const toggle = (record: T, checked: boolean) =>
    selection?.onChange(
      checked
        ? [...selection.selected, record]
        : selection.selected.filter((other) => keyOf(spec, other) !== keyOf(spec, record)),
    );
  const contentOf = (record: T) =>
    selection ? (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          aria-label={selection.label(record)}
          checked={ticked.has(keyOf(spec, record))}
          onChange={(event) => toggle(record, event.currentTarget.checked)}
          {...selection.checkboxProps?.(record)}
        />
        <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
          {card(record)}
        </Stack>
      </Group>
    ) : (
      <Stack gap={8}>{card(record)}</Stack>
    );
  const allTicked = items.length > 0 && items.every((record) => ticked.has(keyOf(spec, record)));
  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((other) => !items.some((r) => keyOf(spec, r) === keyOf(spec, other)));
    selection.onChange(checked ? [...others, ...items] : others);
  };
  return (
    <Stack gap="sm" data-testid={testId}>
      {selection?.allLabel && (
        <Checkbox
          label={selection.allLabel}
          checked={allTicked}
          indeterminate={!allTicked && items.some((record) => ticked.has(keyOf(spec, record)))}
          onChange={(event) => toggleAll(event.currentTarget.checked)}
        />
      )}
      {items.map((record) => {
        const content = contentOf(record);
        const props = {
          withBorder: true,
          radius: 'md',
          padding: 'sm',
          ...(spec.cardAttributes ?? spec.rowAttributes)?.(record),
        } as const;
        return cardLink ? (
          <Card key={keyOf(spec, record)} component={Link} to={cardLink(record)} {...props}>
            {content}
          </Card>
        ) : (
          <Card key={keyOf(spec, record)} {...props}>
            {content}
          </Card>
        );
      })}
    </Stack>
  );
}
