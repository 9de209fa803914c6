import './network-texts';
import { ActionIcon, Group, Loader, Stack, Text } from '@mantine/core';
import type { TreeNode } from '@niaga/shared';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/page-states';
import { useMoney } from '../../ui/money';
import { treeChildrenQuery } from './network.api';
import classes from './tree-chart.module.css';
import { NodeBadges, NodeName } from './tree-list';
import { useTree } from './tree-state';

/**
 * The family tree drawn as an org chart: each agent a card under its upline, children loaded when opened (the
 * same open nodes as the list view). Wider than a phone: the chart scrolls sideways inside its frame.
 */
export function TreeChart({ roots, total }: { roots: TreeNode[]; total: number }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe)
    <section className={classes.scroller} aria-label={t('network.tree.chart')} tabIndex={0} data-testid="tree-chart">
      <ul className={classes.chart}>
        {roots.map((node) => (
          <ChartNode key={node.id} node={node} />
        ))}
      </ul>
      <More shown={roots.length} total={total} />
    </section>
  );
}

function More({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed" ta="center" pt={4} data-testid="tree-more">
      {t('network.tree.showing', { shown, total })}
    </Text>
  );
}

function ChartNode({ node }: { node: TreeNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tree = useTree();
  const hasChildren = node.directCount > 0;
  const open = hasChildren && tree.expanded.has(node.id);
  const selected = tree.selectedId === node.id;
  const children = useQuery({ ...treeChildrenQuery(node.id, tree.asOf), enabled: open });
  const label = t(open ? 'network.tree.collapse' : 'network.tree.expand', { name: node.name });

  return (
    <li data-node-id={node.id} data-name={node.name} data-testid="chart-node">
      <div className={classes.node} data-selected={selected || undefined} aria-current={selected || undefined}>
        <Stack gap={4} align="center">
          <NodeName node={node} tabbable />
          <Group gap={4} justify="center">
            <NodeBadges node={node} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('network.tree.downline', { count: node.downlineCount })} · {money(node.monthSales)}
          </Text>
          {hasChildren && (
            <ActionIcon
              variant="light"
              size="sm"
              radius="xl"
              onClick={() => tree.toggle(node.id)}
              aria-label={label}
              title={label}
              aria-expanded={open}
              data-testid="chart-toggle"
            >
              {open && children.isPending ? (
                <Loader size={12} />
              ) : open ? (
                <IconChevronUp size={14} />
              ) : (
                <IconChevronDown size={14} />
              )}
            </ActionIcon>
          )}
        </Stack>
      </div>
      {open && children.error && (
        <ErrorState message={children.error.message} onRetry={() => void children.refetch()} />
      )}
      {open && children.data && children.data.items.length > 0 && (
        <>
          <ul>
            {children.data.items.map((child) => (
              <ChartNode key={child.id} node={child} />
            ))}
          </ul>
          <More shown={children.data.items.length} total={children.data.total} />
        </>
      )}
    </li>
  );
}
