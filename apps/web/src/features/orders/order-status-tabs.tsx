import './orders-texts';
import { Badge, ScrollArea, Tabs } from '@mantine/core';
import { ORDER_TABS, type OrderTab } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

type Props = {
  tab: OrderTab;
  /** Orders per tab; a tab with none shows no count. */
  counts: Partial<Record<string, number>>;
  /** The tab the list opens on: choosing it clears the tab from the address. */
  defaultTab: OrderTab;
  onChange: (tab: OrderTab | undefined) => void;
  testId: string;
};

/** An order list's status tabs with their counts (the buyer's orders and the seller's order management). */
export function OrderStatusTabs({ tab, counts, defaultTab, onChange, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onChange={(next) => onChange(next === defaultTab ? undefined : ((next ?? undefined) as OrderTab))}
    >
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs.List data-testid={testId} style={{ flexWrap: 'nowrap' }}>
          {TABS.map((value) => {
            const count = counts[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                data-tab={value}
                rightSection={
                  count ? (
                    <Badge
                      size="xs"
                      variant={value === tab ? 'filled' : 'light'}
                      circle={count < 10}
                      data-testid={`count-${value}`}
                    >
                      {count}
                    </Badge>
                  ) : null
                }
              >
                {t(`orders.tab.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
