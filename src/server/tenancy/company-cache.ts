import { PLATFORM_COMPANY_ID } from '@core/roles.js';
import type { Db } from '../db/connection.js';
import { findCompanyBySlug, type Company } from './companies.js';

/** Entries kept at most; beyond it the cache starts afresh (random subdomains cannot grow it). */
const MAX_ENTRIES = 10_000;

/**
 * The companies requests are for, kept in this process for a short time (`TENANT_CACHE_MS`,
 * default 5 s) so that a request does not read its company from the database every time.
 * A change made through this instance is seen at once (`forget`), and announced to the other
 * instances (`announce`: the job bus, LISTEN/NOTIFY on PostgreSQL), which `drop` it; should an
 * announcement be lost, within the lifetime (decisions 016, 019). Unknown companies are cached
 * too, as `null`.
 *
 * What a generation reads about its company besides the company (an assistant's webhook and
 * access, decision 028) is kept the same way, and forgotten with the company.
 */
export class CompanyCache {
  private readonly entries = new Map<string, { company: Company | null; until: number }>();
  private readonly pending = new Map<string, Promise<Company | null>>();
  private readonly extras = new Map<
    string,
    Map<string, { read: Promise<unknown>; until: number }>
  >();

  constructor(
    private readonly db: Db,
    private readonly lifetimeMs: number,
    private readonly announce: (slug: string) => void = () => undefined,
  ) {}

  async bySlug(slug: string): Promise<Company | null> {
    if (this.lifetimeMs <= 0) return findCompanyBySlug(this.db, slug);
    const now = Date.now();
    const hit = this.entries.get(slug);
    if (hit && hit.until > now) return hit.company;
    // Requests arriving together for the same company share one read.
    const running = this.pending.get(slug);
    if (running) return running;
    const read = findCompanyBySlug(this.db, slug).then(
      (company) => {
        if (this.pending.get(slug) === read) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(slug, { company, until: Date.now() + this.lifetimeMs });
          this.pending.delete(slug);
        }
        return company;
      },
      (err: unknown) => {
        if (this.pending.get(slug) === read) this.pending.delete(slug);
        throw err;
      },
    );
    this.pending.set(slug, read);
    return read;
  }

  /**
   * Something read about a company (`key` names what), kept like the company itself and
   * forgotten with it. Requests arriving together share one read; a failed read is not kept.
   */
  attached<T>(slug: string, key: string, read: () => Promise<T>): Promise<T> {
    if (this.lifetimeMs <= 0) return read();
    let company = this.extras.get(slug);
    const hit = company?.get(key);
    if (hit && hit.until > Date.now()) return hit.read as Promise<T>;
    if (!company) {
      if (this.extras.size >= MAX_ENTRIES) this.extras.clear();
      company = new Map();
      this.extras.set(slug, company);
    }
    const kept = company;
    // Until it settles, the read is shared; a `drop` meanwhile removes it, so it is not kept.
    const entry = { read: read(), until: Number.POSITIVE_INFINITY };
    kept.set(key, entry);
    entry.read.then(
      () => {
        if (kept.get(key) === entry) entry.until = Date.now() + this.lifetimeMs;
      },
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    return entry.read as Promise<T>;
  }

  /**
   * After a company's webhooks or assistant access changed here: the platform company's
   * webhooks are every company's defaults, so a change there forgets every company.
   */
  forgetWebhooks(slug: string) {
    this.forget(slug === PLATFORM_COMPANY_ID ? '*' : slug);
  }

  /**
   * After a company was created, changed or deleted here (once the change is committed): read
   * it afresh next time, here and on every other instance.
   */
  forget(slug: string) {
    this.drop(slug);
    this.announce(slug);
  }

  /** Another instance changed this company (`*`: perhaps any company): forget it here only. */
  drop(slug: string) {
    if (slug === '*') {
      this.entries.clear();
      this.pending.clear();
      this.extras.clear();
      return;
    }
    this.entries.delete(slug);
    this.pending.delete(slug);
    this.extras.delete(slug);
  }
}
