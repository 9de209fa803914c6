import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../ui/money';
import { Thumb } from '../../ui/thumb';
import type { BundleKind } from './catalog.api';
import { PublishBadge } from './catalog-ui';

export type Bundle = {
  id: string;
  name: string;
  code: string;
  price: number;
  suspended: boolean;
  firstOrderOnly: boolean;
  coverImage: string | null;
};

/** A package or combo as a card that fits a phone and a desktop: cover, name, code, price, badges, details, menu. */
export function BundleCard<T extends Bundle>({
  kind,
  bundle,
  details,
  menu,
}: {
  kind: BundleKind;
  bundle: T;
  /** The package's dates and sold count, or the combo's rule. */
  details: (bundle: T) => ReactNode;
  menu?: (bundle: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Thumb url={bundle.coverImage} alt={bundle.name} size={56} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={`/products/${kind}/edit/${encodeURIComponent(bundle.id)}`} fw={600}>
            {bundle.name}
          </Anchor>
          <PublishBadge status={bundle.suspended ? 'suspended' : 'active'} />
          {bundle.firstOrderOnly && (
            <Badge variant="light" color="grape" tt="none">
              {t('catalog.firstOrder')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {bundle.code} · <b>{money(bundle.price)}</b>
        </Text>
        {details(bundle)}
      </Stack>
      {menu?.(bundle)}
    </Group>
  );
}
