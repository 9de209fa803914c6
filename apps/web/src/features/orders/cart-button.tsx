import './orders-texts';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartQuery } from './orders.api';

/** The cart icon in the shop's header, with the number of lines in the cart. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useQuery(cartQuery()).data?.lines.length ?? 0;
  const label = t('orders.cart.open', { count });
  return (
    <Tooltip label={label}>
      <Indicator label={count} size={18} disabled={count === 0} offset={4} data-testid="cart-count" data-count={count}>
        <ActionIcon
          component={Link}
          to="/my-shop/shopping-cart"
          variant="light"
          size="xl"
          radius="md"
          aria-label={label}
          data-testid="cart-button"
        >
          <IconShoppingCart size={22} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
