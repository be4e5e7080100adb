/**
 * The knowledge library (decision 063) at its limits:
 *
 * 1. retrieval at scale: one company with BENCH_KNOWLEDGE_DOCUMENTS documents (2,000 on
 *    PostgreSQL, 200 on PGlite) of 100 passages each (200,000; about 800 characters of words
 *    drawn from bench/support/knowledge-words.ts's vocabulary with a Zipf-like frequency, in
 *    'english'), and 3 other companies with a tenth of that each (the GIN index is shared), seeded
 *    with generate_series into a scratch database on DATABASE_URL's server (dropped afterwards)
 *    or an in-memory PGlite. BENCH_KNOWLEDGE_QUERIES (300) Facebook forms of 10 to 40 words (half
 *    naming a document's topic) go through `groundingFor` as `POST /api/generate` does, for that
 *    company and, in turns, for a company with no knowledge (the floor), at concurrency 1.
 *    Prints p50/p95/p99 of both, the difference (what retrieval adds; target: under 30 ms at
 *    p95), `retrievePassages` alone, and EXPLAIN (ANALYZE, BUFFERS) of the statement it runs for
 *    a typical and for the slowest form;
 * 2. a PDF of BENCH_KNOWLEDGE_PDF_PAGES pages (300; about 3,000 characters each, made with
 *    pdf-lib) read by `parseInThread`, while this thread's event-loop delay is sampled
 *    (`monitorEventLoopDelay`, resolution 10 ms), twice. From TypeScript sources the parsing
 *    thread is compiled by tsx (parse-thread-source.mjs). Targets: read in under 30 s, event-loop
 *    delay p99 under 50 ms. Nothing is asserted.
 *
 *   npx tsx bench/knowledge.ts                          # PGlite in memory, 20,000 passages
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/knowledge.ts
 *   BENCH_KNOWLEDGE_KEEP=1 ...   # leave the scratch database (its address is printed)
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import type { Db } from '../src/server/db/connection.js';
import { rowsOf } from '../src/server/db/rows.js';
import { formQuery, groundingFor } from '../src/server/services/knowledge/grounding.js';
import { parseInThread } from '../src/server/services/knowledge/parse-in-thread.js';
import { queryTerms } from '../src/server/services/knowledge/query-terms.js';
import { retrievePassages } from '../src/server/services/knowledge/retrieve.js';
import { createBenchCompany } from './support/bench-company.js';
import {
  formValues,
  pageText,
  seededRandom,
  VOCABULARY,
  VOCABULARY_SIZE,
  ZIPF_RANK_SQL,
} from './support/knowledge-words.js';
import { scratchDatabase } from './support/scratch-database.js';
import { percentile } from './support/timed-load.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const DOCUMENTS = Number(process.env.BENCH_KNOWLEDGE_DOCUMENTS ?? (onPostgres ? 2000 : 200));
const PASSAGES_PER_DOCUMENT = 100;
const OTHER_COMPANIES = 3;
const QUERIES = Number(process.env.BENCH_KNOWLEDGE_QUERIES ?? 300);
const WARMUP = 50;
const PDF_PAGES = Number(process.env.BENCH_KNOWLEDGE_PDF_PAGES ?? 300);
const PDF_PAGE_CHARS = 3000;
const KEEP = process.env.BENCH_KNOWLEDGE_KEEP === '1';

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const fmt = (n: number, digits = 2) => n.toFixed(digits);
const count = (n: number) => n.toLocaleString('en');

const scratch = await scratchDatabase('knowledge');
const app = await buildApp(
  loadConfig({
    DATA_DIR: 'memory',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    DEMO_AUTOMATION: 'false',
    DATABASE_URL: scratch?.url,
    DATABASE_QUERY_TIMEOUT_MS: '0',
  }),
);
const { db } = app.ctx;

/**
 * `documents` ready, enabled documents of `PASSAGES_PER_DOCUMENT` passages for the company, in
 * batches of 100 documents. One in ten is for the blog only and one in thirty is turned off, as
 * a library that has been looked after. Each passage: 110-120 words by frequency, about 6 % of
 * them its document's topic words (bench/support/knowledge-words.ts `topicWords`).
 */
async function seedLibrary(companyId: number, documents: number) {
  const vocabulary = sql.raw(`array[${VOCABULARY.map((w) => `'${w}'`).join(',')}]::text[]`);
  for (let from = 1; from <= documents; from += 100) {
    const to = Math.min(documents, from + 99);
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into knowledge_documents (company_id, title, source, kind, bytes, passages, status,
          enabled, assistant_types)
        select ${companyId}::int, 'Document ' || g, 'document-' || g || '.pdf', 'pdf', 250000,
          ${PASSAGES_PER_DOCUMENT}::int, 'ready', g % 30 <> 0,
          case when g % 10 = 0 then '{blog}'::text[] else '{}'::text[] end
        from generate_series(${from}::int, ${to}::int) g
        returning id`),
    ).map((r) => r.id);
    await db.execute(sql`
      insert into knowledge_passages (company_id, document_id, position, text, search_config)
      select d.company_id, d.id, p.pos,
        array_to_string(array(
          select case when random() < 0.06
            then v.words[1 + ((d.id * 7919 + (k % 8) * 104729) % ${sql.raw(String(VOCABULARY_SIZE))})]
            else v.words[${sql.raw(ZIPF_RANK_SQL)}] end
          from generate_series(1, 110 + (p.pos + d.id) % 11) k), ' ') || '.',
        'english'
      from knowledge_documents d
      cross join generate_series(0, ${PASSAGES_PER_DOCUMENT - 1}::int) p(pos)
      cross join (select ${vocabulary} as words) v
      where d.id between ${Math.min(...ids)}::int and ${Math.max(...ids)}::int`);
  }
}

interface Timing {
  grounding: number;
  floor: number;
  retrieve: number;
  passages: number;
  terms: number;
  query: string;
}

/** Plan lines of the statement `retrievePassages` runs for `query`, as it runs it. */
async function planOf(companyId: number, query: string): Promise<string[]> {
  let plan: string[] = [];
  const explaining = {
    execute: async (statement: SQL) => {
      const result = await db.execute(sql`explain (analyze, buffers) ${statement}`);
      plan = rowsOf<Record<string, string>>(result).map((row) => String(Object.values(row)[0]));
      return { rows: [] };
    },
  } as unknown as Db;
  await retrievePassages(explaining, {
    companyId,
    assistantType: 'facebook',
    text: query,
    searchConfig: 'english',
  });
  return plan;
}

async function retrieval() {
  const seeding = performance.now();
  const library = await createBenchCompany(db);
  const empty = await createBenchCompany(db);
  await seedLibrary(library.company.id, DOCUMENTS);
  for (let i = 0; i < OTHER_COMPANIES; i++) {
    const other = await createBenchCompany(db);
    await seedLibrary(other.company.id, Math.max(1, Math.floor(DOCUMENTS / 10)));
  }
  await db.execute(sql`vacuum analyze knowledge_documents`);
  await db.execute(sql`vacuum analyze knowledge_passages`);
  const seedMs = performance.now() - seeding;
  const [stats] = rowsOf<{ passages: number; chars: number; size: string }>(
    await db.execute(sql`select count(*)::int as passages, avg(length(text))::int as chars,
        pg_size_pretty(pg_relation_size('knowledge_passages_search_idx')) as size
      from knowledge_passages where company_id = ${library.company.id}::int`),
  );
  const [all] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from knowledge_passages`),
  );
  const documentIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from knowledge_documents
      where company_id = ${library.company.id}::int order by id`),
  ).map((r) => r.id);

  console.log(
    `knowledge retrieval: ${count(documentIds.length)} documents, ${count(stats.passages)} ` +
      `passages of ${stats.chars} characters on average in the company (${count(all.n)} in all, ` +
      `${OTHER_COMPANIES} other companies; GIN index ${stats.size}; seeded in ` +
      `${fmt(seedMs / 1000, 1)} s), ${QUERIES} Facebook forms at concurrency 1 after ${WARMUP} ` +
      `to warm up, database ${app.ctx.database.kind}, ${cpus().length} CPU cores, Node ` +
      `${process.version}, load average ${loadAverage()}`,
  );

  const random = seededRandom(2026);
  const queries = Array.from({ length: WARMUP + QUERIES }, (_, i) =>
    formQuery(
      formValues(
        random,
        i % 2 === 0 ? documentIds[Math.floor(random() * documentIds.length)] : undefined,
      ),
    ),
  );
  const timed = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
    const started = performance.now();
    const result = await run();
    return [performance.now() - started, result];
  };
  const timings: Timing[] = [];
  for (const [i, query] of queries.entries()) {
    // In turns, which of the two goes first.
    const withKnowledge = () => groundingFor(app.ctx, library.company, 'facebook', { query });
    const without = () => groundingFor(app.ctx, empty.company, 'facebook', { query });
    let grounding: number;
    let floor: number;
    let sent: unknown[];
    if (i % 2 === 0) {
      const [ms, got] = await timed(withKnowledge);
      [grounding, sent] = [ms, got.grounding.knowledge ?? []];
      [floor] = await timed(without);
    } else {
      [floor] = await timed(without);
      const [ms, got] = await timed(withKnowledge);
      [grounding, sent] = [ms, got.grounding.knowledge ?? []];
    }
    const [retrieve] = await timed(() =>
      retrievePassages(db, {
        companyId: library.company.id,
        assistantType: 'facebook',
        text: query,
        searchConfig: 'english',
      }),
    );
    if (i >= WARMUP) {
      const terms = queryTerms(query).length;
      timings.push({
        grounding,
        floor,
        retrieve,
        passages: sent.length,
        terms,
        query,
      });
    }
  }

  const of = (key: 'grounding' | 'floor' | 'retrieve') => timings.map((t) => t[key]);
  const row = (name: string, values: number[]) =>
    `| ${name.padEnd(44)} | ${fmt(percentile(values, 50)).padStart(7)} | ` +
    `${fmt(percentile(values, 95)).padStart(7)} | ${fmt(percentile(values, 99)).padStart(7)} | ` +
    `${fmt(Math.max(...values)).padStart(7)} |`;
  console.log(`\n| ${'ms'.padEnd(44)} |     p50 |     p95 |     p99 |     max |`);
  console.log(`|${'-'.repeat(46)}|--------:|--------:|--------:|--------:|`);
  console.log(row('groundingFor, company with the library', of('grounding')));
  console.log(row('groundingFor, company with no knowledge', of('floor')));
  console.log(row('retrievePassages alone', of('retrieve')));
  const added = (p: number) => percentile(of('grounding'), p) - percentile(of('floor'), p);
  console.log(
    `\nadded by retrieval: p50 ${fmt(added(50))} ms, p95 ${fmt(added(95))} ms, p99 ` +
      `${fmt(added(99))} ms (target: under 30 ms at p95)`,
  );
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `query words searched: ${fmt(mean(timings.map((t) => t.terms)), 1)} on average; passages ` +
      `sent: ${fmt(mean(timings.map((t) => t.passages)), 2)} on average, ` +
      `${timings.filter((t) => t.passages === 0).length} forms with none`,
  );

  const byRetrieve = [...timings].sort((a, b) => a.retrieve - b.retrieve);
  const typical = byRetrieve[Math.floor(byRetrieve.length / 2)];
  const slowest = byRetrieve[byRetrieve.length - 1];
  for (const [label, t] of [
    ['a typical form (retrievePassages at the median)', typical],
    ['the slowest form', slowest],
  ] as const) {
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS) of retrievePassages's statement, ${label}, ` +
        `${fmt(t.retrieve)} ms in the run:\n  form: ${t.query}\n  words: ${queryTerms(t.query).join(' ')}`,
    );
    for (const line of await planOf(library.company.id, t.query)) console.log(`  ${line}`);
  }
}

/** A PDF of `pages` pages of about PDF_PAGE_CHARS characters each, in Helvetica 10. */
async function makePdf(pages: number): Promise<Uint8Array> {
  const random = seededRandom(300);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage();
    let y = 760;
    for (const paragraph of pageText(random, PDF_PAGE_CHARS, 1 + (p % 7)).split('\n\n')) {
      for (const line of paragraph.match(/.{1,95}(\s|$)/g) ?? [paragraph]) {
        page.drawText(line.trim(), { x: 40, y, size: 10, font });
        y -= 13;
      }
      y -= 8;
    }
  }
  return doc.save();
}

async function longPdf() {
  const made = performance.now();
  const bytes = await makePdf(PDF_PAGES);
  console.log(
    `\nknowledge PDF: ${PDF_PAGES} pages of about ${count(PDF_PAGE_CHARS)} characters, ` +
      `${fmt(bytes.length / 1024 / 1024)} MB (made with pdf-lib in ` +
      `${fmt((performance.now() - made) / 1000, 1)} s), read by parseInThread on a thread ` +
      `compiled by tsx (from the TypeScript sources), load average ${loadAverage()}`,
  );
  console.log(
    '\n| run | read in s | passages | characters | event-loop delay p50 / p99 / max ms |',
  );
  console.log('|---|---:|---:|---:|---|');
  for (let run = 1; run <= 2; run++) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const reply = await parseInThread({ kind: 'pdf', bytes, address: '' });
    const seconds = (performance.now() - started) / 1000;
    delay.disable();
    const ms = (ns: number) => fmt(ns / 1e6, 1);
    const passages = reply.ok ? reply.passages : [];
    const chars = passages.reduce((sum, p) => sum + p.length, 0);
    console.log(
      `| ${run} | ${fmt(seconds, 1)} | ${reply.ok ? count(passages.length) : reply.message} | ` +
        `${count(chars)} | ${ms(delay.percentile(50))} / ${ms(delay.percentile(99))} / ` +
        `${ms(delay.max)} |`,
    );
  }
  console.log('(targets: read in under 30 s, event-loop delay p99 under 50 ms)');
}

try {
  await retrieval();
  if (PDF_PAGES > 0) await longPdf();
  console.log(`\nLoad average at the end: ${loadAverage()}.`);
} finally {
  await app.close();
  if (KEEP && scratch) console.log(`Scratch database kept: ${scratch.url}`);
  else await scratch?.drop();
}
process.exit(0);
