import { describe, expect, it } from 'vitest';
import { pages } from '../../../src/server/services/company-exports/export-pages.js';

/** Rows 1..n read after a key, `size` at a time, each fetch recorded. */
function table(n: number, size: number) {
  const asked: (number | undefined)[] = [];
  const fetch = (after: { id: number } | undefined) => {
    asked.push(after?.id);
    const start = after?.id ?? 0;
    const rows = Array.from({ length: Math.max(0, Math.min(size, n - start)) }, (_, i) => ({
      id: start + i + 1,
    }));
    return Promise.resolve(rows);
  };
  return { asked, fetch };
}

async function read(n: number, size: number) {
  const { asked, fetch } = table(n, size);
  const got: number[][] = [];
  for await (const page of pages(size, fetch)) got.push(page.map((row) => row.id));
  return { got, asked };
}

describe('export pages', () => {
  it('reads each page after the last row of the one before, until one is short', async () => {
    expect(await read(5, 2)).toEqual({ got: [[1, 2], [3, 4], [5]], asked: [undefined, 2, 4] });
  });

  it('asks once more after a full last page, and yields no empty page', async () => {
    expect(await read(4, 2)).toEqual({
      got: [
        [1, 2],
        [3, 4],
      ],
      asked: [undefined, 2, 4],
    });
  });

  it('yields nothing for no rows', async () => {
    expect(await read(0, 2)).toEqual({ got: [], asked: [undefined] });
  });
});
