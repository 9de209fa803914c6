import { Badge, Group, Stack, Text } from '@mantine/core';
import type { HqDashboard } from '@niaga/shared';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from './widget-card';

const COLORS = { red: 'red', amber: 'yellow', green: 'teal' } as const;

/** The main branch's stock under spec §9's thresholds (red under 50 %, amber under 80 % of the 30-day peak). */
export function LowStockWidget({ lowStock }: { lowStock: NonNullable<HqDashboard['lowStock']> }) {
  const { t } = useTranslation();
  return (
    <WidgetCard
      title={t('dashboard.lowStock')}
      icon={IconPackage}
      to="/inventory?indicator=red"
      testId="widget-low-stock"
    >
      <Group gap="xs">
        <Badge color="red" variant="light" data-testid="low-stock-red">
          {t('dashboard.stockRed', { count: lowStock.red })}
        </Badge>
        <Badge color="yellow" variant="light" data-testid="low-stock-amber">
          {t('dashboard.stockAmber', { count: lowStock.amber })}
        </Badge>
        <Text size="xs" c="dimmed">
          {lowStock.branchName}
        </Text>
      </Group>
      {lowStock.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="low-stock-empty">
          {t('dashboard.stockFine')}
        </Text>
      ) : (
        <Stack gap={6}>
          {lowStock.items.map((item) => (
            <Group
              key={`${item.productId}-${item.variantId ?? ''}`}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="low-stock-item"
            >
              <Text size="sm" truncate style={{ minWidth: 0 }}>
                {item.name}
                {item.options.length > 0 && ` (${item.options.join(', ')})`}
              </Text>
              <Badge color={COLORS[item.indicator]} variant="light" style={{ flexShrink: 0 }}>
                {t('dashboard.stockOf', { available: item.available, peak: item.peakOnHand })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
