import type { InjectOptions } from 'fastify';
import { call, signIn, type TestApp } from './test-app.js';

/** Who calls: a session cookie (none when signed out) on a company's host (`slug`). */
export interface Caller {
  slug: string;
  cookie?: string;
}

/** `user` signed in on `company`'s host, through the real sign-in route. */
export async function callerFor(
  t: TestApp,
  company: { slug: string },
  user: { username: string },
): Promise<Caller> {
  return { slug: company.slug, cookie: await signIn(t, company.slug, user.username) };
}

/** Nobody signed in, on `company`'s host. */
export function signedOutOn(company: { slug: string }): Caller {
  return { slug: company.slug };
}

/** One request as `caller`. */
export function callAs(
  t: TestApp,
  caller: Caller,
  request: {
    method?: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  return call(t, { ...request, ...caller });
}
