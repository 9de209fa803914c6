import './shop-texts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateShort, type ShopPage } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { BundleAdd } from '../orders';
import { CardAction, CardBadges, CoverImage } from './shop-ui';

type Bundle = ShopPage['packages'][number] | ShopPage['combos'][number];

function BundleCard({ bundle, details, action }: { bundle: Bundle; details: string[]; action?: ReactNode }) {
  const money = useMoney();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="shop-bundle" data-code={bundle.code}>
      <Card.Section>
        <CoverImage url={bundle.coverImage} alt={bundle.name} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} size="sm" lineClamp={2}>
          {bundle.name}
        </Text>
        <Text fw={700} c="brand">
          {money(bundle.price)}
        </Text>
        {details.map((line) => (
          <Text key={line} size="xs" c="dimmed" lineClamp={2}>
            {line}
          </Text>
        ))}
        <CardBadges stock={bundle.stock} firstOrderOnly={bundle.firstOrderOnly} />
      </Stack>
      <CardAction action={action} />
    </Card>
  );
}

/** Packages and combos of the shop's first page, each in its own section (none: nothing shown). */
export function BundleSections({ page, buyable = false }: { page: ShopPage; buyable?: boolean }) {
  const { t } = useTranslation();
  const card = (bundle: Bundle, add: ReactNode, details: string[]) => (
    <BundleCard key={bundle.id} bundle={bundle} action={buyable && add} details={details} />
  );
  const sections = [
    {
      key: 'packages',
      title: t('shop.packages'),
      cards: page.packages.map((pack) =>
        card(pack, <BundleAdd kind="package" bundle={pack} />, [
          `${t('shop.packageItems')}: ${pack.items.map((item) => `${item.quantity} × ${item.productName}`).join(', ')}`,
          ...(pack.validTo ? [t('shop.until', { date: formatDateShort(pack.validTo) })] : []),
        ]),
      ),
    },
    {
      key: 'combos',
      title: t('shop.combos'),
      cards: page.combos.map((combo) =>
        card(combo, <BundleAdd kind="combo" bundle={combo} />, [
          t('shop.comboPick', { count: combo.requiredQuantity }),
          combo.products.map((product) => product.productName).join(', '),
        ]),
      ),
    },
  ];
  return sections
    .filter((section) => section.cards.length)
    .map((section) => (
      <Stack key={section.key} gap="sm" data-testid={`shop-${section.key}`}>
        <Title order={2} size="h4">
          {section.title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm">
          {section.cards}
        </SimpleGrid>
      </Stack>
    ));
}
