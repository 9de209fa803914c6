import { Anchor, Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useMoney } from '../../ui/money';
import { Thumb } from '../../ui/thumb';
import type { BundleKind, Page } from './catalog.api';
import { PublishBadge } from './catalog-ui';

type Bundle = {
  id: string;
  name: string;
  code: string;
  price: number;
  suspended: boolean;
  firstOrderOnly: boolean;
  coverImage: string | null;
};

type Props<T extends Bundle> = {
  kind: BundleKind;
  result: UseQueryResult<Page<T>>;
  /** The package's dates and sold count, or the combo's rule. */
  details: (bundle: T) => ReactNode;
  actions?: (bundle: T) => ReactNode;
  onPage: (page: number) => void;
  filtered: boolean;
};

/** Packages or combos as rows that fit a phone and a desktop: cover, name, code, price, badges, details, menu. */
export function BundleList<T extends Bundle>({ kind, result, details, actions, onPage, filtered }: Props<T>) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, error, isPending, refetch } = result;
  if (isPending) return <SkeletonBlock rows={6} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data || data.items.length === 0)
    return <EmptyList title={filtered ? t('catalog.noMatch') : t(`catalog.${kind}.empty`)} />;
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  return (
    <Stack gap="xs" data-testid={`${kind}-list`}>
      {data.items.map((bundle) => (
        <Paper key={bundle.id} withBorder radius="md" p="sm" data-bundle={bundle.code}>
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
            {actions?.(bundle)}
          </Group>
        </Paper>
      ))}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={data.page} onChange={onPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
