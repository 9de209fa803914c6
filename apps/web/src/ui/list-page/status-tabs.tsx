import { Badge, ScrollArea, Tabs } from '@mantine/core';

type Props<V extends string> = {
  values: readonly V[];
  value: V;
  label: (value: V) => string;
  /** Rows per tab; a tab with none (or no counts at all) shows no count. */
  counts?: Partial<Record<string, number>>;
  /** The tab the list opens on: choosing it clears the tab from the address. */
  defaultValue: V;
  onChange: (value: V | undefined) => void;
  testId: string;
  /** Each tab's own test id, e.g. `(tab) => \`tab-${tab}\``. */
  tabTestId?: (value: V) => string;
};

/** A list's status tabs with their counts (a `count-<tab>` badge each), scrolling sideways on phones. */
export function StatusTabs<V extends string>({
  values,
  value,
  label,
  counts = {},
  defaultValue,
  onChange,
  testId,
  tabTestId,
}: Props<V>) {
  return (
    <Tabs value={value} onChange={(next) => onChange(next === defaultValue ? undefined : ((next ?? undefined) as V))}>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Tabs.List data-testid={testId} style={{ flexWrap: 'nowrap' }}>
          {values.map((tab) => {
            const count = counts[tab];
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                data-tab={tab}
                data-testid={tabTestId?.(tab)}
                rightSection={
                  count ? (
                    <Badge
                      size="xs"
                      variant={tab === value ? 'filled' : 'light'}
                      circle={count < 10}
                      data-testid={`count-${tab}`}
                    >
                      {count}
                    </Badge>
                  ) : null
                }
              >
                {label(tab)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
