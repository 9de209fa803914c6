import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { ORDER_TABS, type OrderTab } from '@niaga/shared';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WidgetCard } from './widget-card';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/** Orders per manage-orders tab, each opening that tab. */
export function OrdersWidget({ orders }: { orders: Record<OrderTab, number> }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <WidgetCard title={t('dashboard.orders')} icon={IconClipboardList} to="/manage-orders" testId="widget-orders">
      <SimpleGrid cols={{ base: 3, sm: 4, lg: 3 }} spacing="xs">
        {TABS.map((tab) => (
          <UnstyledButton
            key={tab}
            component={Link}
            to={`/manage-orders?tab=${tab}`}
            p="xs"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
            data-testid={`orders-tab-${tab}`}
          >
            <Text fw={700} size="lg" ff="monospace" c={orders[tab] > 0 ? undefined : 'dimmed'}>
              {count.format(orders[tab])}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`dashboard.tab.${tab}`)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </WidgetCard>
  );
}
