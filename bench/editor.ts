/**
 * The result's editor on a long article: the time from pressing Edit to an editable
 * 5,000-word article, and the main thread's long tasks (over 50 ms) while 100 characters are
 * typed into it, in Chromium, with the client as it is built.
 *
 *   npx tsx bench/editor.ts              # builds the client first when it is stale
 *   BENCH_WORDS=10000 npx tsx bench/editor.ts
 *
 * The workspace's initial JavaScript (which must not contain the editor) is bundle-size.ts's.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { ensureBuilt } from './bundle-size.js';
import { freePort, launchChromium, signIn, startApp, stopApp } from './support/browser-app.js';

const WORDS = Number(process.env.BENCH_WORDS) || 5000;
const TYPED = 'Typed into the long article, one character at a time, to see the editor keep up. ';

/** An article of `words` words in Markdown: headings, paragraphs and lists. */
function longArticle(words: number): string {
  const sentence = 'Backups only help when somebody has tried to restore them recently enough';
  const parts = ['# A long article about backups'];
  let count = 6;
  for (let section = 1; count < words; section++) {
    parts.push(`## Section ${section}`);
    for (let p = 0; p < 4 && count < words; p++) {
      parts.push(`${sentence} (${section}.${p}). `.repeat(5).trim());
      count += 60;
    }
    parts.push(['- First point', '- Second point with **bold** words', '- Third point'].join('\n'));
    count += 10;
  }
  return parts.join('\n\n');
}

/** A blog item of the demo user, made long: generated once, then edited to the long text. */
async function longItem(page: Page, markdown: string): Promise<void> {
  const status = await page.evaluate(async (content) => {
    const generated = await fetch('/api/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        assistantType: 'blog',
        sessionId: 'bench-editor',
        formData: {
          articleTopic: 'How to survive ransomware with good backups',
          audience: 'Owners of accounting firms',
          length: 'Medium (1000 words)',
          contentType: 'how-to',
          focusKeywords: 'ransomware, backups',
        },
      }),
    });
    const { historyId } = (await generated.json()) as { historyId: number };
    const edited = await fetch(`/api/history/${historyId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content, baseVersion: 1 }),
    });
    return edited.status;
  }, markdown);
  if (status !== 200) throw new Error(`the long item was not saved (${status})`);
}

/** Presses the first button whose text is `name`. */
async function press(page: Page, name: string) {
  await page.waitForFunction(
    (text) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === text),
    {},
    name,
  );
  await page.evaluate((text) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === text,
    );
    button?.click();
  }, name);
}

async function measure(page: Page, origin: string) {
  await page.goto(`${origin}/assistants/blog`, { waitUntil: 'load' });
  await press(page, 'History');
  await page
    .waitForSelector('[aria-label^="Load Blog Article content"]')
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/editor-bench.png' });
      throw error;
    });
  await page.click('[aria-label^="Load Blog Article content"]');
  await page.waitForSelector('[data-testid="generated-content"]');
  const start = Date.now();
  await press(page, 'Edit');
  await page.waitForFunction(
    () => {
      const editor = document.querySelector('.ProseMirror[contenteditable="true"]');
      return editor && editor.querySelectorAll('h2').length > 10;
    },
    { timeout: 60_000 },
  );
  const toEditable = Date.now() - start;
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.focus('.ProseMirror');
  const typing = Date.now();
  await page.keyboard.type(TYPED.slice(0, 100));
  const typed = Date.now() - typing;
  await new Promise((done) => setTimeout(done, 500));
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  return { toEditable, typed, tasks };
}

async function main() {
  const webDir = resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
  ensureBuilt(webDir);
  const port = await freePort();
  const origin = `http://demo.localhost:${port}`;
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  console.log(`Load average before the run (1, 5, 15 min): ${load()}`);
  const app = await startApp(port, webDir);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium({ width: 1366, height: 900 });
    const page = await browser.newPage();
    await signIn(page, origin);
    await longItem(page, longArticle(WORDS));
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await measure(page, origin));
    console.log(`\nThe editor on a ${WORDS}-word article (3 runs, this machine):\n`);
    console.log(
      '| run | Edit to editable | typing 100 characters | long tasks | longest | total |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
    runs.forEach((run, i) => {
      const longest = Math.max(0, ...run.tasks);
      const total = run.tasks.reduce((sum, d) => sum + d, 0);
      console.log(
        `| ${i + 1} | ${run.toEditable} ms | ${run.typed} ms | ${run.tasks.length} | ` +
          `${Math.round(longest)} ms | ${Math.round(total)} ms |`,
      );
    });
    console.log(`\nLoad average after the run: ${load()}`);
  } finally {
    await browser?.close();
    await stopApp(app);
  }
}

await main();
