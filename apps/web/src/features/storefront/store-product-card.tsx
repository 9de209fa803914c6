import { AspectRatio, Card, Center, Image, Stack, Text } from '@mantine/core';
import type { StorefrontProduct } from '@niaga/shared';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StockBadge } from '../shop';
import { useStoreMoney } from './use-store-money';

/** One product of the store's grid: picture, name, store price and, when it cannot be bought now, why. */
export function StoreProductCard({ product, to }: { product: StorefrontProduct; to: string }) {
  const money = useStoreMoney();
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={to} data-testid="store-product">
      {/* Only the picture fades when sold out: faded text would fall under 4.5:1; the badge says why. */}
      <Card.Section style={{ opacity: product.stock === 'sold_out' ? 0.7 : 1 }}>
        <ProductPicture url={product.coverImage} alt={product.name} />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={2} size="sm">
          {product.name}
        </Text>
        <Text fw={700} c="brand" data-testid="store-price">
          {money(product.price)}
        </Text>
        {product.stock !== 'available' && <StockBadge stock={product.stock} size="sm" w="fit-content" />}
      </Stack>
    </Card>
  );
}

/** A square picture, or a placeholder when the product has none. */
export function ProductPicture({ url, alt }: { url: string | null; alt: string }) {
  return (
    <AspectRatio ratio={1}>
      {url ? (
        <Image src={url} alt={alt} fit="cover" />
      ) : (
        <Center bg="var(--mantine-color-default-hover)">
          <IconPhoto size={40} color="var(--mantine-color-dimmed)" aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}
