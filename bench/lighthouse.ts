/**
 * Lighthouse scores of the first pages people see: `/login` of the demo company and the
 * signed-in workspace (`/`), each with Lighthouse's mobile (simulated slow 4G, 4x CPU slowdown)
 * and desktop settings.
 *
 *   npx tsx bench/lighthouse.ts               # builds the client first when it is stale
 *   CHROMIUM_PATH=/path/to/chrome npx tsx bench/lighthouse.ts
 *   npx tsx bench/lighthouse.ts --details     # also every audit that did not pass
 *   npx tsx bench/lighthouse.ts --only=workspace   # one page (login or workspace)
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh npx tsx bench/lighthouse.ts   # also each full report (JSON)
 *   LIGHTHOUSE_CPU_SLOWDOWN=8 npx tsx bench/lighthouse.ts   # mobile on a phone twice as slow
 *
 * The bench starts Copydesk itself (embedded database in memory, the client of WEB_DIST_DIR or
 * dist/web) on a free port, with the demo users' passwords chosen through the SEED_* variables,
 * and signs in through the real sign-in form in the same Chromium that Lighthouse drives. Every
 * run starts with an empty HTTP cache; the signed-in runs keep the session cookie.
 * Targets (docs/benchmarks.md): performance ≥ 95 mobile and 100 desktop, best practices and accessibility
 * 100, on both pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser, Page } from 'puppeteer-core';
import { ensureBuilt } from './bundle-size.js';
import { freePort, launchChromium, signIn, startApp, stopApp } from './support/browser-app.js';
const CATEGORIES = ['performance', 'best-practices', 'accessibility'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
const showDetails = process.argv.includes('--details');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || undefined;

/** Keeps the whole report of one run, for the audits' details (elements, shifts, issues). */
function saveReport(name: string, result: RunnerResult) {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(resolve(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
}

interface Row {
  page: string;
  formFactor: 'mobile' | 'desktop';
  result: RunnerResult;
}

async function audit(
  page: Page,
  url: string,
  formFactor: Row['formFactor'],
  keepCookies: boolean,
): Promise<RunnerResult> {
  // An empty HTTP cache for every run; the cookie stays for the signed-in pages.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags: Flags = {
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepCookies,
  };
  // LIGHTHOUSE_CPU_SLOWDOWN: a slower phone than Lighthouse's own 4x, to see on a fast day what a
  // slow one (or a cheap phone) would show. Leaves the scores' targets as they are.
  if (formFactor === 'mobile' && cpuSlowdown)
    flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  return result;
}

const score = (result: RunnerResult, id: string) =>
  Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
const metric = (result: RunnerResult, id: string) => result.lhr.audits[id]?.displayValue ?? '-';

function report(rows: Row[]) {
  console.log(
    `\n| page | form factor | performance | best practices | accessibility | ` +
      `${Object.keys(METRICS).join(' | ')} |`,
  );
  console.log(
    `| --- | --- | ---: | ---: | ---: | ${Object.keys(METRICS)
      .map(() => '---:')
      .join(' | ')} |`,
  );
  for (const { page, formFactor, result } of rows) {
    console.log(
      `| ${page} | ${formFactor} | ${CATEGORIES.map((c) => score(result, c)).join(' | ')} | ` +
        `${Object.values(METRICS)
          .map((id) => metric(result, id))
          .join(' | ')} |`,
    );
  }
  for (const { page, formFactor, result } of rows) {
    const failing = Object.values(result.lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 || showDetails)
        .map((ref) => result.lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map(
          (a) =>
            `${category.id}: ${a.id} (${a.score})${a.displayValue ? ` ${a.displayValue}` : ''}`,
        ),
    );
    if (failing.length > 0)
      console.log(`\n${page}, ${formFactor}, not passed:\n  ${failing.join('\n  ')}`);
  }
}

function meetsTargets(rows: Row[]): boolean {
  return rows.every(({ formFactor, result }) => {
    const performance = score(result, 'performance');
    return (
      performance >= (formFactor === 'mobile' ? 95 : 100) &&
      score(result, 'best-practices') === 100 &&
      score(result, 'accessibility') === 100
    );
  });
}

async function main() {
  const webDir = resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
  ensureBuilt(webDir);
  const port = await freePort();
  const origin = `http://demo.localhost:${port}`;
  console.log(
    `Load average before the run (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const app = await startApp(port, webDir);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium(null);
    const page = await browser.newPage();
    const rows: Row[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      if (only && only !== 'login') break;
      const result = await audit(page, `${origin}/login`, formFactor, false);
      saveReport(`login-${formFactor}`, result);
      rows.push({ page: '/login', formFactor, result });
    }
    await signIn(page, origin);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      if (only && only !== 'workspace') break;
      const result = await audit(page, `${origin}/`, formFactor, true);
      saveReport(`workspace-${formFactor}`, result);
      rows.push({ page: 'workspace (/)', formFactor, result });
    }
    report(rows);
    console.log(
      `\nLoad average after the run: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    const ok = meetsTargets(rows);
    console.log(
      `Targets (mobile ≥ 95, desktop 100, best practices 100, accessibility 100): ${ok ? 'met' : 'NOT met'}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stopApp(app);
  }
}

await main();
