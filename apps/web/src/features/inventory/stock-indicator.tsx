import './inventory-texts';
import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockIndicatorColor } from './inventory.api';

export const INDICATORS: readonly StockIndicatorColor[] = ['green', 'amber', 'red'];
export const INDICATOR_COLOR: Record<StockIndicatorColor, string> = { green: 'teal', amber: 'yellow', red: 'red' };

type Props = { indicator: StockIndicatorColor; available: number; peakOnHand: number };

/** Spec §9 stock indicator: available ÷ the highest on-hand of the last 30 days (≥ 80% green, ≥ 50% amber). */
export function StockIndicator({ indicator, available, peakOnHand }: Props) {
  const { t } = useTranslation();
  const percent = peakOnHand > 0 ? Math.max(0, Math.round((available / peakOnHand) * 100)) : 0;
  const color = INDICATOR_COLOR[indicator];
  const explanation =
    peakOnHand > 0
      ? t('inventory.indicator.tooltip', { available, peak: peakOnHand, percent })
      : t('inventory.indicator.tooltipNone');
  return (
    <Tooltip label={explanation} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Group gap={8} wrap="nowrap" tabIndex={0} data-indicator={indicator} style={{ cursor: 'help' }}>
        <Badge color={color} variant="light" tt="none" miw="max-content" size="sm">
          {t(`inventory.indicator.${indicator}`)}
        </Badge>
        <Progress
          value={Math.min(100, percent)}
          color={color}
          w={48}
          size="sm"
          aria-label={t('inventory.indicator.label')}
        />
        <Text size="xs" c="dimmed" w={36} ta="right">
          {peakOnHand > 0 ? `${percent}%` : '—'}
        </Text>
      </Group>
    </Tooltip>
  );
}
