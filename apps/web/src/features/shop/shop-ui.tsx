import './shop-texts';
import { AspectRatio, Badge, type BadgeProps, Box, Center, Group, Image } from '@mantine/core';
import type { SHOP_STOCK_STATES } from '@niaga/shared';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { smallImage } from '../../ui/thumb';

type StockState = (typeof SHOP_STOCK_STATES)[number];
const STOCK_COLOR: Record<StockState, string> = { available: 'teal', preorder: 'yellow', sold_out: 'gray' };

export function StockBadge({ stock, ...props }: { stock: StockState } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={STOCK_COLOR[stock]} variant="light" tt="none" data-stock={stock} {...props}>
      {t(`shop.stock.${stock}`)}
    </Badge>
  );
}

/** A square cover that fills its card (the small rendition; a placeholder when there is no picture). */
export function CoverImage({ url, alt }: { url: string | null; alt: string }) {
  return (
    <AspectRatio ratio={1}>
      {url ? (
        <Image src={smallImage(url)} alt={alt} fit="cover" />
      ) : (
        <Center bg="var(--mantine-color-default-hover)">
          <IconPhoto size={40} color="var(--mantine-color-dimmed)" aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}

/** A shop card's badges: the stock, "first order only", then any further ones (`children`). */
export function CardBadges({
  stock,
  firstOrderOnly,
  children,
}: {
  stock: StockState;
  firstOrderOnly: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <StockBadge stock={stock} size="sm" />
      {firstOrderOnly && (
        <Badge size="sm" variant="outline" tt="none">
          {t('shop.firstOrderOnly')}
        </Badge>
      )}
      {children}
    </Group>
  );
}

/** A shop card's button row, kept at the card's bottom. */
export function CardAction({ action }: { action?: ReactNode }) {
  return action ? (
    <Box mt="auto" pt="sm">
      {action}
    </Box>
  ) : null;
}
