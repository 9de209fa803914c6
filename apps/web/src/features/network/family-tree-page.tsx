import './network-texts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDayShort, type TreeNode } from '@niaga/shared';
import { IconHierarchy2, IconHistory, IconListTree, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { DateField, todayIn } from '../../app/date-field';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { type TreeSearchResult, treeChildrenQuery, treeSearchQuery } from './network.api';
import { TreeChart } from './tree-chart';
import { MoreNote, onTreeKey, TreeItem } from './tree-list';
import { TreeNodePanel } from './tree-node-panel';
import { autoOpenIds, TreeContext, type TreeState } from './tree-state';

type View = 'list' | 'chart';

/**
 * /agent-family-tree: the downline as an expandable list or an org chart (?view=chart), children loaded on
 * demand; the first two levels open on load. Search reveals an agent; a click on a name shows its details in a
 * drawer without leaving the tree.
 */
export function FamilyTreePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'chart' ? 'chart' : 'list';
  const asOf = validDay(params.get('asOf'));
  const roots = useQuery(treeChildrenQuery(null, asOf));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [treeFocused, setTreeFocused] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [revealId, setRevealId] = useState<string | null>(null);
  const [panelNode, setPanelNode] = useState<TreeNode | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [search, setSearch] = useState('');
  const [showResults, setShowResults] = useState(false);
  const [q] = useDebouncedValue(search.trim(), 300);
  const results = useQuery(treeSearchQuery(q));
  const viewRef = useRef<HTMLDivElement>(null);
  /** The day whose roots were opened by themselves ('now' for the tree now): each date opens its own. */
  const autoOpened = useRef<string | null>(null);

  const toggle = useCallback((id: string, open?: boolean) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      const opening = open ?? !next.has(id);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const select = useCallback((node: TreeNode) => {
    setSelectedId(node.id);
    setFocusId(node.id);
    setPanelNode(node);
  }, []);

  // The first two levels open once the roots are in (their children load one request per root).
  useEffect(() => {
    if (!roots.data || autoOpened.current === (asOf ?? 'now')) return;
    autoOpened.current = asOf ?? 'now';
    const ids = autoOpenIds(roots.data.items);
    if (ids.length > 0) setExpanded((previous) => new Set([...previous, ...ids]));
  }, [roots.data, asOf]);

  // Choosing a search result loads each ancestor's children in turn, then expands the path to the node.
  const reveal = async (result: TreeSearchResult) => {
    setShowResults(false);
    setRevealing(true);
    try {
      const ancestors = result.path.map((step) => step.id).filter((id) => id !== result.node.id);
      await queryClient.ensureQueryData(treeChildrenQuery(null));
      for (const id of ancestors) await queryClient.ensureQueryData(treeChildrenQuery(id));
      setExpanded((previous) => new Set([...previous, ...ancestors]));
      setSelectedId(result.node.id);
      setFocusId(result.node.id);
      setRevealId(result.node.id);
    } finally {
      setRevealing(false);
    }
  };

  // A search result is scrolled into view and focused once it is drawn (its ancestors load first).
  useEffect(() => {
    if (!revealId) return;
    let frame = 0;
    let tries = 0;
    const seek = () => {
      const node = viewRef.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(revealId)}"]`);
      const target = node?.matches('[role="treeitem"]') ? node : node?.querySelector<HTMLElement>('button');
      if (target) {
        target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'smooth' });
        target.focus({ preventScroll: true });
      } else if (tries++ < 120) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [revealId]);

  const state = useMemo<TreeState>(
    () => ({ expanded, toggle, focusId, setFocusId, treeFocused, selectedId, select, selfId: user?.id, asOf }),
    [expanded, toggle, focusId, treeFocused, selectedId, select, user?.id, asOf],
  );

  const firstId = roots.data?.items[0]?.id ?? null;
  const isAgentRoot = user?.role === 'agent';
  const noDownline =
    roots.data &&
    (roots.data.items.length === 0 || (isAgentRoot && roots.data.items.every((n) => n.directCount === 0)));
  const setParam = (name: string, value: string | null) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  const setView = (next: string) => setParam('view', next === 'chart' ? 'chart' : null);
  const setAsOf = (day: string | null) => {
    setPanelNode(null);
    setParam('asOf', day && day < todayIn() ? day : null);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('network.tree.title')}
        subtitle={t('network.tree.subtitle')}
        actions={
          <SegmentedControl
            value={view}
            onChange={setView}
            aria-label={t('network.tree.view')}
            data={[
              {
                value: 'list',
                label: <ViewLabel icon={<IconListTree size={16} />} text={t('network.tree.viewList')} />,
              },
              {
                value: 'chart',
                label: <ViewLabel icon={<IconHierarchy2 size={16} />} text={t('network.tree.viewChart')} />,
              },
            ]}
            data-testid="tree-view"
          />
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Box w={{ base: '100%', xs: 200 }}>
              <DateField
                label={t('network.tree.asOf')}
                value={asOf}
                onChange={setAsOf}
                maxDate={todayIn()}
                clearable
                data-testid="tree-as-of"
              />
            </Box>
            {asOf && (
              <Button variant="subtle" leftSection={<IconHistory size={16} />} onClick={() => setAsOf(null)}>
                {t('network.tree.backToToday')}
              </Button>
            )}
          </Group>
          {asOf && (
            <Alert variant="light" color="blue" icon={<IconHistory size={18} />} data-testid="tree-as-of-note">
              {t('network.tree.asOfNote', { date: formatDayShort(asOf) })}
            </Alert>
          )}
          <Box pos="relative" hidden={asOf !== null}>
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
            {showResults && q && results.data && <SearchResults results={results.data} onChoose={reveal} />}
          </Box>
          {roots.isPending && <SkeletonBlock rows={6} />}
          {roots.error && <ErrorState message={roots.error.message} onRetry={() => void roots.refetch()} />}
          {roots.data && roots.data.items.length > 0 && (
            <TreeContext.Provider value={{ ...state, focusId: focusId ?? firstId }}>
              <div ref={viewRef}>
                {view === 'chart' ? (
                  <TreeChart roots={roots.data.items} total={roots.data.total} />
                ) : (
                  <>
                    <div
                      role="tree"
                      aria-label={t('network.tree.title')}
                      onKeyDown={(event) => onTreeKey(event, event.currentTarget, state)}
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
                  </>
                )}
              </div>
            </TreeContext.Provider>
          )}
          {noDownline && <EmptyList title={t('network.noDownline')} />}
        </Stack>
      </Card>
      <TreeNodePanel node={panelNode} asOf={asOf} onClose={() => setPanelNode(null)} />
    </Stack>
  );
}

/** The `asOf` of the address when it is a day before today (`YYYY-MM-DD`); otherwise the tree now. */
function validDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && value < todayIn() ? value : null;
}

function ViewLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}

function SearchResults({
  results,
  onChoose,
}: {
  results: TreeSearchResult[];
  onChoose: (result: TreeSearchResult) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder mt={4} p={4} radius="md" data-testid="tree-search-results" shadow="sm">
      {results.length === 0 ? (
        <Text size="sm" c="dimmed" p="xs">
          {t('network.tree.noResults')}
        </Text>
      ) : (
        <Stack gap={0} role="list">
          {results.map((result) => (
            <UnstyledButton
              key={result.node.id}
              role="listitem"
              onClick={() => void onChoose(result)}
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
  );
}
