/**
 * An export source's rows, page by page: each page starts after the last row of the one before (keyset paging on
 * the list's unique sort key), so an export of 1,000,000 rows holds one page at a time and never re-scans what it
 * has read (OFFSET would).
 */
export async function* keysetRows<Row, Key>(
  fetchPage: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  pageSize = 5_000,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const page = await fetchPage(after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = keyOf(page[page.length - 1]!);
  }
}

/**
 * The rows of a paged list call, page after page (OFFSET paging): for lists bounded by the catalogue (products, a
 * store's stock lines), where keyset paging on the screen's sort is not worth a second query.
 */
export async function* pagedRows<Row>(
  load: (page: number, limit: number) => Promise<{ items: Row[] }>,
  pageSize = 1_000,
): AsyncGenerator<Row> {
  for (let page = 1; ; page += 1) {
    const { items } = await load(page, pageSize);
    yield* items;
    if (items.length < pageSize) return;
  }
}
