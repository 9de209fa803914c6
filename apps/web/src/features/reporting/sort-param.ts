import type { SortStatus } from '../../ui/list-page/url-state';

/** The `sort` a report call takes: `name` ascending, `-name` descending. */
export const sortParam = (sort: SortStatus) => `${sort.direction === 'desc' ? '-' : ''}${sort.columnAccessor}`;
