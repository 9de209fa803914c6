import './orders-texts';
import { Box, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The bar's height plus a margin: the space the page keeps free under its last content on phones. */
const BAR_SPACE = 88;

type Props = {
  /** The grand total when the server has priced the choices, else the goods' subtotal. */
  total: string;
  priced: boolean;
  onPlace: () => void;
  loading: boolean;
  disabled: boolean;
};

/**
 * Phones only: the total and "Place order" fixed at the bottom of the screen, since the summary (with its own
 * button) is at the end of a long page. Desktops show the summary beside the form instead.
 */
export function CheckoutBar({ total, priced, onPlace, loading, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Box hiddenFrom="md" h={BAR_SPACE} aria-hidden />
      <Box
        hiddenFrom="md"
        pos="fixed"
        left={0}
        right={0}
        bottom={0}
        px="md"
        pt="sm"
        style={{
          zIndex: 90,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
          boxShadow: 'var(--mantine-shadow-md)',
          paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
        }}
        data-testid="checkout-bar"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {priced ? t('orders.totals.grandTotal') : t('orders.totals.subtotal')}
            </Text>
            <Text fw={700} size="lg" data-testid="bar-total">
              {total}
            </Text>
          </div>
          <Button
            size="md"
            leftSection={<IconLock size={16} />}
            onClick={onPlace}
            loading={loading}
            disabled={disabled}
            data-testid="bar-place-order"
          >
            {t('orders.checkout.place')}
          </Button>
        </Group>
      </Box>
    </>
  );
}
