import {
  Alert,
  Anchor,
  Button,
  Chip,
  Grid,
  Group,
  Image,
  NumberInput,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { StorefrontProductDetail } from '@niaga/shared';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { ApiError } from '../../lib/api-error';
import { PageHeader } from '../../ui/page-header';
import { StockBadge } from '../shop';
import { useStoreCart } from './store-cart';
import { ProductPicture } from './store-product-card';
import { storeProductQuery } from './storefront-catalog.api';
import { useStorefront } from './storefront-layout';
import { usePageTitle } from './use-page-title';
import { useStoreMoney } from './use-store-money';

/** A product of the store (`/s/{slug}/p/{productId}`): pictures, description, variant, quantity, add to cart. */
export function StoreProductPage() {
  const { t } = useTranslation();
  const { store, base } = useStorefront();
  const { productId = '' } = useParams();
  const product = useQuery(storeProductQuery(store.slug, productId));
  usePageTitle(product.data ? `${product.data.name} | ${store.name}` : store.name);
  const back = { to: base, label: t('storefront.product.back') };
  if (product.isPending) return <SkeletonBlock rows={8} />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404)
      return (
        <Stack gap="md" data-testid="store-product-missing">
          <PageHeader title={t('storefront.product.notFound')} back={back} />
          <Text c="dimmed">{t('storefront.product.notFoundHint')}</Text>
        </Stack>
      );
    return <ErrorState message={product.error.message} onRetry={() => product.refetch()} />;
  }
  return <ProductView product={product.data} back={back} />;
}

function ProductView({ product, back }: { product: StorefrontProductDetail; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const { store, base } = useStorefront();
  const money = useStoreMoney();
  const cart = useStoreCart(store.slug);
  const pictures = product.images.length ? product.images : product.coverImage ? [product.coverImage] : [];
  const [shown, setShown] = useState(0);
  const [variantId, setVariantId] = useState<string | null>(
    product.variants.find((variant) => variant.stock !== 'sold_out')?.id ?? product.variants[0]?.id ?? null,
  );
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const variant = product.variants.find((item) => item.id === variantId);
  const stock = variant?.stock ?? product.stock;
  const picture = variant?.imageUrl ?? pictures[shown] ?? null;
  const add = () => {
    cart.add({ productId: product.id, variantId, quantity });
    setAdded(true);
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="xs">
            <ProductPicture url={picture} alt={product.name} />
            {pictures.length > 1 && (
              <Group gap="xs">
                {pictures.map((url, index) => (
                  <UnstyledButton
                    key={url}
                    onClick={() => setShown(index)}
                    aria-label={t('storefront.product.picture', { number: index + 1 })}
                    style={{
                      outline: index === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                      borderRadius: 6,
                    }}
                  >
                    <Image src={url} alt="" w={56} h={56} radius="sm" fit="cover" />
                  </UnstyledButton>
                ))}
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="sm">
            <Title order={1} size="h2" data-testid="store-product-name">
              {product.name}
            </Title>
            <Group gap="sm" align="center">
              <Text fw={700} size="xl" c="brand" data-testid="store-product-price">
                {money(product.price)}
              </Text>
              <StockBadge stock={stock} />
            </Group>
            {product.variants.length > 0 && (
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('storefront.product.variant')}
                </Text>
                <Chip.Group value={variantId ?? ''} onChange={(value) => setVariantId(value as string)}>
                  <Group gap="xs">
                    {product.variants.map((item) => (
                      <Chip key={item.id} value={item.id} disabled={item.stock === 'sold_out'}>
                        {item.options.join(' / ')}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            )}
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <NumberInput
                label={t('storefront.product.quantity')}
                value={quantity}
                onChange={(value) => setQuantity(Math.max(1, Math.floor(Number(value) || 1)))}
                min={1}
                max={99}
                w={110}
                allowDecimal={false}
              />
              <Button
                leftSection={<IconShoppingCartPlus size={18} />}
                onClick={add}
                disabled={stock === 'sold_out'}
                flex={1}
                data-testid="add-to-cart"
              >
                {t('storefront.product.addToCart')}
              </Button>
            </Group>
            {added && (
              <Alert color="teal" icon={<IconCheck size={18} />} data-testid="added-to-cart">
                <Group gap="xs" justify="space-between">
                  <Text size="sm">{t('storefront.product.added')}</Text>
                  <Anchor component={Link} to={`${base}/cart`} size="sm" fw={600}>
                    {t('storefront.product.viewCart')}
                  </Anchor>
                </Group>
              </Alert>
            )}
            {product.description && (
              <Text style={{ whiteSpace: 'pre-line' }} data-testid="store-product-description">
                {product.description}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
