import { describe, expect, it } from 'vitest';
import { keysetRows } from './keyset-rows.js';

describe('keysetRows', () => {
  it('reads every row once, page after page, and stops on a short page', async () => {
    const all = Array.from({ length: 12 }, (_, index) => ({ id: index + 1 }));
    const asked: Array<number | null> = [];
    const fetchPage = async (after: number | null, limit: number) => {
      asked.push(after);
      return all.filter((row) => row.id > (after ?? 0)).slice(0, limit);
    };
    const read = [];
    for await (const row of keysetRows(fetchPage, (row) => row.id, 5)) read.push(row.id);
    expect(read).toEqual(all.map((row) => row.id));
    expect(asked).toEqual([null, 5, 10]);
  });
});
