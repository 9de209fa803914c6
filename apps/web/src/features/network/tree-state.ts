import type { TreeNode } from '@niaga/shared';
import { createContext, useContext } from 'react';

/** What the list and the chart views of the family tree share: open nodes, focus and the selected agent. */
export type TreeState = {
  expanded: ReadonlySet<string>;
  toggle: (id: string, open?: boolean) => void;
  focusId: string | null;
  setFocusId: (id: string) => void;
  treeFocused: boolean;
  /** The agent chosen by a click on its name or by search (aria-selected, highlighted). */
  selectedId: string | null;
  /** Selects an agent and shows its details beside the tree. */
  select: (node: TreeNode) => void;
  selfId: string | undefined;
  /** The day the tree is shown as it stood at the end of (`YYYY-MM-DD`), or null for the tree now. */
  asOf: string | null;
};

export const TreeContext = createContext<TreeState | null>(null);

export function useTree(): TreeState {
  const state = useContext(TreeContext);
  if (!state) throw new Error('TreeContext missing');
  return state;
}

/** At most this many top nodes open by themselves on load (one request each): the first two levels show. */
export const AUTO_OPEN_LIMIT = 20;

/** The ids of the nodes to open on load: the roots that have a downline, so the second level shows. */
export function autoOpenIds(roots: TreeNode[]): string[] {
  return roots
    .filter((node) => node.directCount > 0)
    .slice(0, AUTO_OPEN_LIMIT)
    .map((node) => node.id);
}

/** The label of a node's sales: this month's now, or the month of the day the tree is shown as of. */
export const salesLabel = (asOf: string | null) => (asOf ? 'network.tree.salesThatMonth' : 'network.tree.sales');
