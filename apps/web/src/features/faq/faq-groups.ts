import type { Faq } from '@niaga/shared';

export type FaqGroup = { topic: string; items: Faq[] };

/**
 * The questions under their topics: topics in the order of their first question in HQ's order, the questions
 * in HQ's order within each. '' is the general topic (its heading says so).
 */
export function groupFaqs(items: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const item of items) {
    const key = item.topic.trim().toLocaleLowerCase();
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].map((group) => ({ topic: (group[0] as Faq).topic.trim(), items: group }));
}

/** Whether a question matches the search: every word in its question, answer or topic (any case). */
export function matchesSearch(item: Faq, search: string) {
  const haystack = `${item.question}\n${item.answer}\n${item.topic}`.toLocaleLowerCase();
  return search
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The order after moving `id` one place up (-1) or down (+1) among the questions of its topic (it swaps with
 * its neighbour there); null when it is already first or last.
 */
export function moveWithinTopic(items: readonly Faq[], id: string, step: -1 | 1): string[] | null {
  const group = groupFaqs(items).find((each) => each.items.some((item) => item.id === id));
  if (!group) return null;
  const at = group.items.findIndex((item) => item.id === id);
  const neighbour = group.items[at + step];
  if (!neighbour) return null;
  return items.map((item) => (item.id === id ? neighbour.id : item.id === neighbour.id ? id : item.id));
}
