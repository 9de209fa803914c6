import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { MenuBadgeKind, MenuBadges } from '@niaga/shared';
import { IconCash, IconCircleCheck, IconStairsUp, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuIcon } from './menu.config';

/**
 * Each kind has its own icon and colour, and says what it counts in words (tooltip, screen readers). Dark shades
 * keep white text above 4.5:1 in both colour schemes.
 */
const KINDS: Record<MenuBadgeKind, { icon: MenuIcon; color: string }> = {
  ordersToApprove: { icon: IconCircleCheck, color: 'red.9' },
  ordersToShip: { icon: IconTruck, color: 'blue.9' },
  payoutsRequested: { icon: IconCash, color: 'red.9' },
  promotionRequests: { icon: IconStairsUp, color: 'red.9' },
};

/** The counts above zero among `kinds`. */
export function waiting(badges: MenuBadges | undefined, kinds: readonly MenuBadgeKind[] = []) {
  return kinds.flatMap((kind) => {
    const count = badges?.[kind] ?? 0;
    return count > 0 ? [{ kind, count }] : [];
  });
}

export function MenuBadgeList({ counts }: { counts: Array<{ kind: MenuBadgeKind; count: number }> }) {
  const { t } = useTranslation();
  if (counts.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" component="span">
      {counts.map(({ kind, count }) => {
        const { icon: Icon, color } = KINDS[kind];
        const words = t(`menu.badge.${kind}`, { count });
        return (
          <Badge
            key={kind}
            component="span"
            size="sm"
            variant="filled"
            color={color}
            title={words}
            leftSection={<Icon size={12} stroke={2} aria-hidden />}
            data-testid={`menu-badge-${kind}`}
          >
            <span aria-hidden>{count}</span>
            <VisuallyHidden>{words}</VisuallyHidden>
          </Badge>
        );
      })}
    </Group>
  );
}
