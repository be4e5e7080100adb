import { expect } from 'vitest';
import { callAs, type Caller } from './callers.js';
import type { TestApp } from './test-app.js';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** One page of `url` (with its query) as `caller`, expecting 200 and a page object. */
export async function pageOf<T>(t: TestApp, caller: Caller, url: string): Promise<Page<T>> {
  const res = await callAs(t, caller, { url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json() as Page<T>;
  expect(Array.isArray(body.items)).toBe(true);
  return body;
}

/**
 * Every page of `url` from the first, following `nextCursor`: the items in order, the number
 * of pages, and the total the first page announced (each page must announce the same).
 */
export async function walk<T>(t: TestApp, caller: Caller, url: string) {
  const join = url.includes('?') ? '&' : '?';
  const items: T[] = [];
  let pages = 0;
  let cursor: string | null = null;
  let total = -1;
  do {
    const page: Page<T> = await pageOf<T>(
      t,
      caller,
      cursor ? `${url}${join}cursor=${encodeURIComponent(cursor)}` : url,
    );
    if (total === -1) total = page.total;
    expect(page.total).toBe(total);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages++;
    expect(pages).toBeLessThan(1000);
  } while (cursor);
  return { items, pages, total };
}

/** A 400 with a message containing `text`. */
export async function expectBadRequest(t: TestApp, caller: Caller, url: string, text: RegExp) {
  const res = await callAs(t, caller, { url });
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { message: string }).message).toMatch(text);
}

/** `values` sorted as PostgreSQL's default collation may not: only the order's direction is checked by comparing numbers or ISO times. */
export function expectMonotonic(values: (number | string)[], descending: boolean) {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = [values[i - 1]!, values[i]!];
    if (descending) expect(a >= b, `${String(a)} before ${String(b)}`).toBe(true);
    else expect(a <= b, `${String(a)} before ${String(b)}`).toBe(true);
  }
}
