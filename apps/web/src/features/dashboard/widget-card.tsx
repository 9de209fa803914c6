import { Card, Group, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';

type WidgetCardProps = {
  title: string;
  icon: Icon;
  testId: string;
  /** The page with the whole story ("View all"). */
  to?: string;
  /** Takes a whole row of the grid (the shared links' three QR codes). */
  wide?: boolean;
  children: ReactNode;
};

/** One dashboard widget: a titled card with an icon and, when it has one, a link to its page. */
export function WidgetCard({ title, icon: WidgetIcon, testId, to, wide, children }: WidgetCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid={testId}
      h="100%"
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" size={32} radius="md">
              <WidgetIcon size={18} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h5" lineClamp={1}>
              {title}
            </Title>
          </Group>
          {to && (
            <LinkButton
              to={to}
              variant="subtle"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              aria-label={t('dashboard.viewAllOf', { title })}
            >
              {t('dashboard.viewAll')}
            </LinkButton>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The dashboard's shape while it loads: `count` card placeholders. */
export function WidgetSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Skeleton key={index} h={180} radius="lg" data-testid="widget-skeleton" />
  ));
}
