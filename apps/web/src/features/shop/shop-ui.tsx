import './shop-texts';
import { AspectRatio, Badge, type BadgeProps, Center, Image } from '@mantine/core';
import type { SHOP_STOCK_STATES } from '@niaga/shared';
import { IconPhoto } from '@tabler/icons-react';
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
