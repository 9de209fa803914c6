import './reporting-texts';
import { Box, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortStatus } from '../../ui/list-page/url-state';
import { sortParam } from './sort-param';

type Props = {
  /** The sortable columns with their labels, in the order offered. */
  columns: Array<{ value: string; label: string }>;
  sort: SortStatus;
  onChange: (next: SortStatus) => void;
};

/** On phones (no column headings to click): the sort as a select, each column both ways. */
export function ReportSortSelect({ columns, sort, onChange }: Props) {
  const { t } = useTranslation();
  const data = columns.flatMap((column) => [
    { value: `-${column.value}`, label: `${column.label} ${t('reporting.sort.desc')}` },
    { value: column.value, label: `${column.label} ${t('reporting.sort.asc')}` },
  ]);
  return (
    <Box hiddenFrom="sm">
      <Select
        label={t('reporting.sort.label')}
        data={data}
        value={sortParam(sort)}
        onChange={(value) =>
          value &&
          onChange({ columnAccessor: value.replace(/^-/, ''), direction: value.startsWith('-') ? 'desc' : 'asc' })
        }
        allowDeselect={false}
        data-testid="report-sort"
      />
    </Box>
  );
}
