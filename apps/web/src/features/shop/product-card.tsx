import './shop-texts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ShopProduct } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../ui/money';
import { CardAction, CardBadges, CoverImage } from './shop-ui';

/** One product in the shop grid: picture, name, the buyer's price, and the seller's stock. */
export function ProductCard({ product, to, action }: { product: ShopProduct; to: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const discounted = product.unitPrice < product.levelPrice;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="shop-product" data-product-id={product.id}>
      {/* Only the picture fades when sold out: faded text would fall under 4.5:1; the badge says why. */}
      <Card.Section
        component={Link}
        to={to}
        tabIndex={-1}
        aria-hidden
        style={{ opacity: product.stock === 'sold_out' ? 0.7 : 1 }}
      >
        <CoverImage url={product.coverImage} alt={product.name} />
      </Card.Section>
      <Stack
        gap={4}
        mt="sm"
        renderRoot={(props) => <Link to={to} {...props} />}
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <Text fw={600} lineClamp={2} size="sm">
          {product.name}
        </Text>
        <Group gap={6} align="baseline" wrap="wrap">
          <Text fw={700} c="brand" data-testid="shop-price">
            {money(product.unitPrice)}
          </Text>
          {discounted && (
            <Text size="xs" c="dimmed" td="line-through">
              {money(product.levelPrice)}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('shop.retail', { price: money(product.retailPrice) })}
          {product.points > 0 && ` · ${t('shop.points', { count: product.points })}`}
        </Text>
        <CardBadges stock={product.stock} firstOrderOnly={product.firstOrderOnly}>
          {product.variantCount > 0 && (
            <Badge size="sm" variant="default" tt="none">
              {t('shop.variantCount', { count: product.variantCount })}
            </Badge>
          )}
        </CardBadges>
      </Stack>
      <CardAction action={action} />
    </Card>
  );
}
