import './network-texts';
import { Anchor, Badge, Box, Card, Group, Loader, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TreeNode } from '@niaga/shared';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { detailsPath } from './agent-table';
import { type TreeSearchResult, treeChildrenQuery, treeSearchQuery } from './network.api';
import { StatusBadge, useCurrentUser, useMoney } from './network-ui';

type TreeState = {
  expanded: ReadonlySet<string>;
  toggle: (id: string, open?: boolean) => void;
  focusId: string | null;
  setFocusId: (id: string) => void;
  treeFocused: boolean;
  highlightId: string | null;
  selfId: string | undefined;
};

const TreeContext = createContext<TreeState | null>(null);

function useTree(): TreeState {
  const state = useContext(TreeContext);
  if (!state) throw new Error('TreeContext missing');
  return state;
}

const INDENT = 'clamp(12px, 3vw, 24px)';

/** /agent-family-tree: the downline as an expandable tree, children loaded on demand, with search. */
export function FamilyTreePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const roots = useQuery(treeChildrenQuery(null));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [treeFocused, setTreeFocused] = useState(false);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [search, setSearch] = useState('');
  const [showResults, setShowResults] = useState(false);
  const [q] = useDebouncedValue(search.trim(), 300);
  const results = useQuery(treeSearchQuery(q));
  const treeRef = useRef<HTMLDivElement>(null);

  const toggle = useCallback((id: string, open?: boolean) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      const opening = open ?? !next.has(id);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  // Choosing a search result loads each ancestor's children in turn, then expands the path to the node.
  const reveal = async (result: TreeSearchResult) => {
    setShowResults(false);
    setRevealing(true);
    try {
      const ancestors = result.path.map((step) => step.id).filter((id) => id !== result.node.id);
      await queryClient.ensureQueryData(treeChildrenQuery(null));
      for (const id of ancestors) await queryClient.ensureQueryData(treeChildrenQuery(id));
      setExpanded((previous) => new Set([...previous, ...ancestors]));
      setHighlightId(result.node.id);
      setFocusId(result.node.id);
    } finally {
      setRevealing(false);
    }
  };

  useEffect(() => {
    if (!highlightId) return;
    let frame = 0;
    let tries = 0;
    const seek = () => {
      const element = treeRef.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(highlightId)}"]`);
      if (element) {
        element.scrollIntoView({ block: 'center', behavior: 'smooth' });
        element.focus({ preventScroll: true });
      } else if (tries++ < 120) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [highlightId]);

  const state = useMemo<TreeState>(
    () => ({ expanded, toggle, focusId, setFocusId, treeFocused, highlightId, selfId: user?.id }),
    [expanded, toggle, focusId, treeFocused, highlightId, user?.id],
  );

  const firstId = roots.data?.items[0]?.id ?? null;
  const rovingId = focusId ?? firstId;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => onTreeKey(event, treeRef.current, state, setFocusId);
  const isAgentRoot = user?.role === 'agent';
  const noDownline =
    roots.data &&
    (roots.data.items.length === 0 || (isAgentRoot && roots.data.items.every((n) => n.directCount === 0)));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('network.tree.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('network.tree.subtitle')}
        </Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Box pos="relative">
            <TextInput
              leftSection={<IconSearch size={16} />}
              rightSection={results.isFetching || revealing ? <Loader size="xs" /> : null}
              placeholder={t('network.tree.searchPlaceholder')}
              aria-label={t('network.tree.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setShowResults(true);
              }}
              onFocus={() => setShowResults(true)}
              data-testid="tree-search"
            />
            {showResults && q && results.data && (
              <Card withBorder mt={4} p={4} radius="md" data-testid="tree-search-results" shadow="sm">
                {results.data.length === 0 ? (
                  <Text size="sm" c="dimmed" p="xs">
                    {t('network.tree.noResults')}
                  </Text>
                ) : (
                  <Stack gap={0} role="list">
                    {results.data.map((result) => (
                      <UnstyledButton
                        key={result.node.id}
                        role="listitem"
                        onClick={() => void reveal(result)}
                        p="xs"
                        style={{ borderRadius: 6 }}
                        data-result={result.node.name}
                      >
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={600} truncate>
                            {result.node.name}
                          </Text>
                          {result.node.level && (
                            <Badge size="xs" variant="outline" tt="none">
                              {result.node.level}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed" truncate>
                          {result.path.map((step) => step.name).join(' › ')}
                        </Text>
                      </UnstyledButton>
                    ))}
                  </Stack>
                )}
              </Card>
            )}
          </Box>
          {roots.isPending && <SkeletonBlock rows={6} />}
          {roots.error && <ErrorState message={roots.error.message} onRetry={() => void roots.refetch()} />}
          {roots.data && roots.data.items.length > 0 && (
            <TreeContext.Provider value={{ ...state, focusId: rovingId }}>
              <div
                ref={treeRef}
                role="tree"
                aria-label={t('network.tree.title')}
                onKeyDown={onKeyDown}
                onFocus={() => setTreeFocused(true)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTreeFocused(false);
                }}
                data-testid="family-tree"
              >
                {roots.data.items.map((node) => (
                  <TreeItem key={node.id} node={node} depth={1} />
                ))}
              </div>
              <MoreNote shown={roots.data.items.length} total={roots.data.total} depth={0} />
            </TreeContext.Provider>
          )}
          {noDownline && <EmptyList title={t('network.noDownline')} />}
        </Stack>
      </Card>
    </Stack>
  );
}

function MoreNote({ shown, total, depth }: { shown: number; total: number; depth: number }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed" pl={`calc(${INDENT} * ${depth} + 36px)`} py={4} data-testid="tree-more">
      {t('network.tree.showing', { shown, total })}
    </Text>
  );
}

function TreeItem({ node, depth }: { node: TreeNode; depth: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const tree = useTree();
  const hasChildren = node.directCount > 0;
  const open = hasChildren && tree.expanded.has(node.id);
  const focused = tree.focusId === node.id;
  const highlighted = tree.highlightId === node.id;
  const children = useQuery({ ...treeChildrenQuery(node.id), enabled: open });
  const linkable = node.id !== tree.selfId;

  return (
    <div
      role="treeitem"
      aria-level={depth}
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={highlighted}
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
          background: highlighted ? 'var(--mantine-primary-color-light)' : undefined,
          outline: focused && tree.treeFocused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
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
              {linkable ? (
                <Anchor
                  component={Link}
                  to={detailsPath(node.id)}
                  size="sm"
                  fw={600}
                  tabIndex={-1}
                  onClick={(event) => event.stopPropagation()}
                >
                  {node.name}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {node.name}
                </Text>
              )}
              {node.level && (
                <Badge size="xs" variant="outline" tt="none">
                  {node.level}
                </Badge>
              )}
              <StatusBadge status={node.status} size="xs" />
            </Group>
            <Text size="xs" c="dimmed">
              {t('network.tree.downline', { count: node.downlineCount })} ·{' '}
              {t('network.tree.direct', { count: node.directCount })} · {t('network.tree.sales')}{' '}
              {money(node.monthSales)}
            </Text>
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

/** WAI-ARIA tree keys: ↑ ↓ move, → opens / goes to the first child, ← closes / goes to the parent, Home, End. */
function onTreeKey(
  event: KeyboardEvent<HTMLDivElement>,
  root: HTMLDivElement | null,
  tree: TreeState,
  setFocusId: (id: string) => void,
) {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>('[role="treeitem"]')];
  const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
  if (!current) return;
  const index = items.indexOf(current);
  const id = current.dataset.nodeId ?? '';
  const moveTo = (element: HTMLElement | undefined | null) => {
    if (!element) return;
    setFocusId(element.dataset.nodeId ?? '');
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
    case 'Enter':
    case ' ':
      if (expandedAttr !== null) tree.toggle(id);
      break;
    default:
      return;
  }
  event.preventDefault();
  event.stopPropagation();
}
