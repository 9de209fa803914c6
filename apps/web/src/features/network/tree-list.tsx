import './network-texts';
import { Badge, Box, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TreeNode } from '@niaga/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/page-states';
import { useMoney } from '../../ui/money';
import { treeChildrenQuery } from './network.api';
import { StatusBadge } from './network-ui';
import { salesLabel, type TreeState, useTree } from './tree-state';

const INDENT = 'clamp(12px, 3vw, 24px)';

export function MoreNote({ shown, total, depth }: { shown: number; total: number; depth: number }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed" pl={`calc(${INDENT} * ${depth} + 36px)`} py={4} data-testid="tree-more">
      {t('network.tree.showing', { shown, total })}
    </Text>
  );
}

/** "12 in downline · 3 direct · Sales this month RM 1.00" */
export function NodeFigures({ node }: { node: TreeNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tree = useTree();
  return (
    <Text size="xs" c="dimmed">
      {t('network.tree.downline', { count: node.downlineCount })} ·{' '}
      {t('network.tree.direct', { count: node.directCount })} · {t(salesLabel(tree.asOf))} {money(node.monthSales)}
    </Text>
  );
}

/** The agent's name: a click selects it (details beside the tree); the tree and the address stay. */
export function NodeName({ node, tabbable = false }: { node: TreeNode; tabbable?: boolean }) {
  const tree = useTree();
  return (
    <UnstyledButton
      onClick={(event) => {
        event.stopPropagation();
        tree.select(node);
      }}
      tabIndex={tabbable ? 0 : -1}
      fz="sm"
      fw={600}
      c="var(--mantine-color-anchor)"
      style={{ textDecoration: 'underline', textUnderlineOffset: 3, overflowWrap: 'anywhere', textAlign: 'inherit' }}
      data-testid="tree-node-name"
    >
      {node.name}
    </UnstyledButton>
  );
}

/** The agent's level (when it has one) and status, small. */
export function NodeBadges({ node }: { node: TreeNode }) {
  return (
    <>
      {node.level && (
        <Badge size="xs" variant="outline" tt="none">
          {node.level}
        </Badge>
      )}
      <StatusBadge status={node.status} size="xs" />
    </>
  );
}

/** One agent of the list view (WAI-ARIA treeitem) with its children once opened. */
export function TreeItem({ node, depth }: { node: TreeNode; depth: number }) {
  const tree = useTree();
  const hasChildren = node.directCount > 0;
  const open = hasChildren && tree.expanded.has(node.id);
  const focused = tree.focusId === node.id;
  const selected = tree.selectedId === node.id;
  const children = useQuery({ ...treeChildrenQuery(node.id, tree.asOf), enabled: open });

  return (
    <div
      role="treeitem"
      aria-level={depth}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={selected}
      aria-busy={open && children.isPending}
      tabIndex={focused ? 0 : -1}
      data-node-id={node.id}
      data-name={node.name}
      onFocus={(event) => {
        if (event.target === event.currentTarget) tree.setFocusId(node.id);
      }}
      style={{ outline: 'none' }}
    >
      <Box
        onClick={() => {
          tree.setFocusId(node.id);
          if (hasChildren) tree.toggle(node.id);
        }}
        py={6}
        pr="xs"
        pl={`calc(${INDENT} * ${depth - 1} + 4px)`}
        style={{
          cursor: hasChildren ? 'pointer' : 'default',
          borderRadius: 8,
          background: selected ? 'var(--mantine-primary-color-light)' : undefined,
          outline:
            focused && tree.treeFocused
              ? '2px solid var(--app-focus-ring, var(--mantine-primary-color-filled))'
              : undefined,
          outlineOffset: -2,
        }}
      >
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Box w={24} h={24} style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }} aria-hidden>
            {open && children.isPending ? (
              <Loader size={14} />
            ) : hasChildren ? (
              <IconChevronRight
                size={16}
                style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
              />
            ) : null}
          </Box>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
              <NodeName node={node} />
              <NodeBadges node={node} />
            </Group>
            <NodeFigures node={node} />
          </Stack>
        </Group>
      </Box>
      {open && children.error && (
        <Box pl={`calc(${INDENT} * ${depth} + 4px)`} py={4}>
          <ErrorState message={children.error.message} onRetry={() => void children.refetch()} />
        </Box>
      )}
      {open && children.data && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a tree's nested list is role="group" (WAI-ARIA tree pattern) */}
          <div role="group">
            {children.data.items.map((child) => (
              <TreeItem key={child.id} node={child} depth={depth + 1} />
            ))}
          </div>
          <MoreNote shown={children.data.items.length} total={children.data.total} depth={depth} />
        </>
      )}
    </div>
  );
}

/**
 * WAI-ARIA tree keys: ↑ ↓ move, → opens / goes to the first child, ← closes / goes to the parent, Home, End,
 * Space opens or closes, Enter selects (shows the agent's details).
 */
export function onTreeKey(event: KeyboardEvent<HTMLDivElement>, root: HTMLDivElement | null, tree: TreeState) {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')];
  const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
  if (!current) return;
  const index = items.indexOf(current);
  const id = current.dataset.nodeId ?? '';
  const moveTo = (element: HTMLElement | undefined | null) => {
    if (!element) return;
    tree.setFocusId(element.dataset.nodeId ?? '');
    element.focus();
  };
  const expandedAttr = current.getAttribute('aria-expanded');
  switch (event.key) {
    case 'ArrowDown':
      moveTo(items[index + 1]);
      break;
    case 'ArrowUp':
      moveTo(items[index - 1]);
      break;
    case 'Home':
      moveTo(items[0]);
      break;
    case 'End':
      moveTo(items.at(-1));
      break;
    case 'ArrowRight':
      if (expandedAttr === 'false') tree.toggle(id, true);
      else if (expandedAttr === 'true')
        moveTo(current.querySelector<HTMLElement>(':scope > [role="group"] > [role="treeitem"]'));
      break;
    case 'ArrowLeft':
      if (expandedAttr === 'true') tree.toggle(id, false);
      else moveTo(current.parentElement?.closest<HTMLElement>('[role="treeitem"]'));
      break;
    case ' ':
      if (expandedAttr !== null) tree.toggle(id);
      break;
    case 'Enter':
      current.querySelector<HTMLElement>(':scope > div [data-testid="tree-node-name"]')?.click();
      break;
    default:
      return;
  }
  event.preventDefault();
  event.stopPropagation();
}
