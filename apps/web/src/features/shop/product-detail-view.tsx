import './shop-texts';
import { Badge, Card, Grid, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ShopProductDetail } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Info } from '../../ui/info';
import { useMoney } from '../../ui/money';
import { CoverImage, StockBadge } from './shop-ui';

/** Everything a buyer needs to choose: price (with bands), stock per variant, pictures and details. */
export function ProductDetailView({ product, action }: { product: ShopProductDetail; action?: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <Card withBorder radius="md" padding={0}>
            <CoverImage url={product.coverImage} alt={product.name} />
          </Card>
          {product.images.length > 0 && (
            <SimpleGrid cols={3} spacing="xs">
              {product.images.map((url) => (
                <Image key={url} src={url} alt={product.name} radius="sm" h={96} fit="cover" />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" data-testid="product-name">
              {product.name}
            </Title>
            <Group gap="xs" mt={4}>
              <StockBadge stock={product.stock} />
              {product.stock === 'available' && (
                <Text size="sm" c="dimmed">
                  {t('shop.availableUnits', { count: product.available })}
                </Text>
              )}
              {product.firstOrderOnly && (
                <Badge variant="outline" tt="none">
                  {t('shop.firstOrderOnly')}
                </Badge>
              )}
            </Group>
          </div>
          <Group gap="lg" align="flex-end" wrap="wrap">
            <Info
              label={t('shop.yourPrice')}
              value={
                <Text fw={700} size="xl" c="brand" data-testid="product-price">
                  {money(product.unitPrice)}
                </Text>
              }
            />
            {product.levelPrice !== product.unitPrice && (
              <Info label={t('shop.levelPrice')} value={money(product.levelPrice)} />
            )}
            <Info label={t('shop.retail', { price: '' }).trim()} value={money(product.retailPrice)} />
          </Group>
          {action}
          {product.bands.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('shop.priceBands')}
              </Text>
              {product.bands.map((band) => (
                <Text key={band.minQty} size="sm" data-testid="product-band">
                  {t('shop.band', { min: band.minQty, max: band.maxQty, price: money(band.unitPrice) })}
                </Text>
              ))}
            </Stack>
          )}
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('shop.variants')}
            </Text>
            {product.variants.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('shop.noVariants')}
              </Text>
            ) : (
              <Table withTableBorder verticalSpacing={6} data-testid="product-variants">
                <Table.Tbody>
                  {product.variants.map((variant) => (
                    <Table.Tr key={variant.id}>
                      <Table.Td>{variant.options.join(' / ')}</Table.Td>
                      <Table.Td c="dimmed" visibleFrom="xs">
                        {variant.sku}
                      </Table.Td>
                      <Table.Td ta="right">
                        <StockBadge stock={variant.stock} size="sm" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Info label={t('shop.sku')} value={product.sku} />
            <Info label={t('shop.weight')} value={t('shop.weightValue', { grams: product.weight })} />
            <Info
              label={t('shop.soldBy')}
              value={product.seller.kind === 'branch' ? t('shop.sellerHq') : product.seller.name}
            />
            {(product.discount > 0 || product.rankDiscount > 0) && (
              <Info
                label={t('shop.discounts')}
                value={t('shop.discountValue', { product: product.discount, rank: product.rankDiscount })}
              />
            )}
            {product.points > 0 && <Info label={t('shop.pointsLabel')} value={product.points} />}
          </SimpleGrid>
          {product.description && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('shop.description')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {product.description}
              </Text>
            </Stack>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
