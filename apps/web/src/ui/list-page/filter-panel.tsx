import './list-texts';
import { Button, Collapse, Group, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Always shown (store picker, search). */
  lead: ReactNode;
  /** Behind a "Filters" button on phones, in a row on wide screens. */
  children: ReactNode;
  /** Filters in use, shown on the button. */
  count: number;
  columns: number;
  testId: string;
  /** Under the filters, e.g. a "clear filters" button. */
  footer?: ReactNode;
};

export function FilterPanel({ lead, children, count, columns, testId, footer }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(count > 0);
  const shown = opened || !!wide;
  return (
    <div data-testid={testId}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {lead}
        <Button
          hiddenFrom="md"
          variant={count > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={() => setOpened((value) => !value)}
          aria-expanded={shown}
          data-testid="filter-toggle"
        >
          {count > 0 ? t('ui.filter.toggleCount', { count }) : t('ui.filter.toggle')}
        </Button>
      </Group>
      <Collapse expanded={shown}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="sm" mt="sm">
          {children}
        </SimpleGrid>
        {footer}
      </Collapse>
    </div>
  );
}
