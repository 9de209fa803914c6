import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PageData = { total: number; page: number; limit: number; items: unknown[] };

/** "1–20 of 45" and the page buttons under a list. */
export function ListFooter({
  data,
  onPage,
  testId,
}: {
  data: PageData;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  const from = (data.page - 1) * data.limit + 1;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('common.range', { from, to: from + data.items.length - 1, total: data.total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={data.page}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('common.prevPage') : t('common.nextPage'),
          })}
        />
      )}
    </Group>
  );
}
