import { call, type TestApp } from '../../support/test-app.js';

/** GET as a signed-in caller on a company's host. */
export function getAs(t: TestApp, who: { slug: string; cookie: string }, url: string) {
  return call(t, { url, slug: who.slug, cookie: who.cookie });
}

export const NO_FAILURES = {
  timeout: 0,
  inactive: 0,
  auth: 0,
  http: 0,
  unreadable: 0,
  unreachable: 0,
  other: 0,
};
