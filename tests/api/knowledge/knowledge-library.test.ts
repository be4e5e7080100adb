import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_FILE_EMPTY,
  KNOWLEDGE_FILE_KIND,
  KNOWLEDGE_FILE_TOO_LARGE,
  KNOWLEDGE_SCANNED_PDF,
  KNOWLEDGE_TOO_BIG,
  KNOWLEDGE_TOO_MANY,
} from '../../../src/core/api/knowledge.js';
import { auditLog, knowledgeDocuments } from '../../../src/server/db/schema.js';
import {
  executableBytes,
  makeDocx,
  makeEmptyPdf,
  makeLoopingPdf,
  makePdf,
  makeZipBomb,
  upload,
  whenRead,
} from '../../support/knowledge-files.js';
import { as, reviewWorld } from '../../support/review-world.js';
import { createTestApp } from '../../support/test-app.js';

/**
 * The knowledge library (docs/product.md#knowledge-library): admins add files of four kinds and
 * web pages, read as passages off the app's thread; bad files are refused or fail with why;
 * the limits hold; nothing of another company's.
 */

const site = createServer((req, res) => {
  if (req.url === '/pricing') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Pricing at Acme</title></head><body>
      <nav>Home About</nav><article><h1>Pricing</h1>
      <p>The Acme Pro plan costs 49 euros a month and includes unlimited drafts for the team.</p>
      <p>Every plan comes with onboarding by our support staff in the first week.</p>
      </article></body></html>`);
  } else if (req.url === '/moved') {
    res.writeHead(302, { location: '/pricing' });
    res.end();
  } else if (req.url === '/private') {
    res.writeHead(302, { location: 'http://10.0.0.1/secret' });
    res.end();
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not here');
  }
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const sitePort = (site.address() as AddressInfo).port;
const siteUrl = `http://127.0.0.1:${sitePort}`;
afterAll(() => new Promise((resolve) => site.close(resolve)));

const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [`127.0.0.1:${sitePort}`] });
const db = t.database.db;
const BASE = '/api/admin/knowledge';

describe('the knowledge library', () => {
  it('reads a PDF, a Word document, Markdown and text into passages', async () => {
    const w = await reviewWorld(t);
    const pdf = await makePdf([
      'Acme Pro costs 49 euros a month.',
      'Case study: Bakery Blum doubled its newsletter sign-ups in a quarter.',
    ]);
    const files: [string, Uint8Array, RegExp][] = [
      ['Price list.pdf', pdf, /Bakery Blum doubled/],
      [
        'Case studies.docx',
        await makeDocx(['Clinic Nord saved 6 hours a week.', 'Second paragraph.']),
        /Clinic Nord saved/,
      ],
      [
        'notes.md',
        Buffer.from('# Launch\n\nOur **spring campaign** starts in [March](https://x.example).'),
        /Our spring campaign starts in March/,
      ],
      [
        'facts.txt',
        Buffer.from('Founded in 2011 in Lyon.\n\nTwelve people work here.'),
        /Founded in 2011/,
      ],
    ];
    for (const [name, bytes, expected] of files) {
      const res = await upload(t, w.admin, name, bytes);
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        title: name.replace(/\.[^.]+$/, ''),
        source: name,
        bytes: bytes.length,
        status: 'processing',
        enabled: true,
        assistantTypes: [],
        createdBy: { id: w.admin.id, username: w.admin.username },
      });
      const done = await whenRead(t, w.admin, created.id);
      expect(done, name).toMatchObject({ status: 'ready', error: null });
      expect(done.passages).toBeGreaterThan(0);
      const passages = (await as(t, w.admin, 'GET', `${BASE}/${created.id}/passages`)).json();
      expect(passages.passages.map((p: { text: string }) => p.text).join('\n')).toMatch(expected);
      expect(passages.passages[0].position).toBe(0);
    }
    const list = (await as(t, w.admin, 'GET', BASE)).json();
    expect(list.documents.map((d: { source: string }) => d.source)).toEqual([
      'facts.txt',
      'notes.md',
      'Case studies.docx',
      'Price list.pdf',
    ]);
    expect(list.totals.documents).toBe(4);
    expect(list.limits).toEqual({
      documents: 2000,
      bytes: 200 * 1024 * 1024,
      fileBytes: 20 * 1024 * 1024,
    });
    const found = (await as(t, w.admin, 'GET', `${BASE}?q=case`)).json();
    expect(found.documents.map((d: { source: string }) => d.source)).toEqual(['Case studies.docx']);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, w.company.id), eq(auditLog.action, 'knowledge.add')));
    expect(audited).toHaveLength(4);
  });

  it('refuses what is not a document, and says why a file could not be read', async () => {
    const w = await reviewWorld(t);
    const refusals: [string, Uint8Array, string][] = [
      ['report.pdf', executableBytes(), KNOWLEDGE_FILE_KIND],
      ['notes.txt', executableBytes(), KNOWLEDGE_FILE_KIND],
      ['setup.exe', Buffer.from('MZ'), KNOWLEDGE_FILE_KIND],
      ['empty.txt', Buffer.alloc(0), KNOWLEDGE_FILE_EMPTY],
      ['huge.txt', Buffer.alloc(20 * 1024 * 1024 + 1, 'a'), KNOWLEDGE_FILE_TOO_LARGE],
    ];
    for (const [name, bytes, message] of refusals) {
      const res = await upload(t, w.admin, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(message);
    }
    const failures: [string, Uint8Array, string][] = [
      ['loop.pdf', makeLoopingPdf(), 'The PDF could not be read: it is damaged or protected'],
      ['scan.pdf', await makeEmptyPdf(), KNOWLEDGE_SCANNED_PDF],
      ['bomb.docx', makeZipBomb(300), 'The Word document is too large once unpacked'],
      [
        'broken.pdf',
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 1 0 R >> endobj\n'),
        'The PDF could not be read: it is damaged or protected',
      ],
    ];
    for (const [name, bytes, message] of failures) {
      const res = await upload(t, w.admin, name, bytes);
      expect(res.statusCode, res.body).toBe(201);
      const done = await whenRead(t, w.admin, res.json().id);
      expect(done.status, name).toBe('failed');
      expect(done.error, name).toBe(message);
    }
    const list = (await as(t, w.admin, 'GET', BASE)).json();
    expect(list.documents.every((d: { status: string }) => d.status === 'failed')).toBe(true);
    // The app still answers after all of them.
    expect((await as(t, w.admin, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('fetches a web page once, following redirects, under the webhook address rules', async () => {
    const w = await reviewWorld(t);
    const res = await as(t, w.admin, 'POST', BASE, { url: `${siteUrl}/moved` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().source).toBe(`${siteUrl}/pricing`);
    const done = await whenRead(t, w.admin, res.json().id);
    expect(done).toMatchObject({ status: 'ready', title: 'Pricing at Acme' });
    const passages = (await as(t, w.admin, 'GET', `${BASE}/${res.json().id}/passages`)).json();
    const text = passages.passages.map((p: { text: string }) => p.text).join('\n');
    expect(text).toContain('49 euros a month');
    expect(text).not.toContain('Home About');
    for (const [url, message] of [
      ['http://127.0.0.1:9/x', 'local, private or reserved'],
      ['http://10.1.2.3/', 'local, private or reserved'],
      [`${siteUrl}/private`, 'local, private or reserved'],
      [`${siteUrl}/missing`, 'The page could not be read: it answered 404'],
      ['ftp://example.com/a', 'Enter a full address'],
      ['not a url', 'Enter a full address'],
    ]) {
      const refused = await as(t, w.admin, 'POST', BASE, { url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toContain(message);
    }
    expect((await as(t, w.admin, 'GET', BASE)).json().documents).toHaveLength(1);
  });

  it('keeps the limits of 2,000 documents and 200 MB a company', async () => {
    const w = await reviewWorld(t);
    await db.insert(knowledgeDocuments).values({
      companyId: w.company.id,
      title: 'Big',
      source: 'big.pdf',
      kind: 'pdf',
      bytes: 200 * 1024 * 1024 - 10,
      status: 'ready',
    });
    const big = await upload(t, w.admin, 'one.txt', Buffer.from('eleven char'));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(KNOWLEDGE_TOO_BIG);
    await db
      .update(knowledgeDocuments)
      .set({ bytes: 1 })
      .where(eq(knowledgeDocuments.companyId, w.company.id));
    await db.insert(knowledgeDocuments).values(
      Array.from({ length: 1999 }, (_, i) => ({
        companyId: w.company.id,
        title: `Doc ${i}`,
        source: `doc-${i}.txt`,
        kind: 'text',
        bytes: 1,
        status: 'ready' as const,
      })),
    );
    const many = await upload(t, w.admin, 'two.txt', Buffer.from('one more'));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(KNOWLEDGE_TOO_MANY);
  });

  it('admins change and remove documents; members and other companies cannot', async () => {
    const w = await reviewWorld(t);
    const doc = (
      await upload(t, w.admin, 'facts.txt', Buffer.from('We answer within one hour.'))
    ).json();
    await whenRead(t, w.admin, doc.id);
    const changed = await as(t, w.admin, 'PATCH', `${BASE}/${doc.id}`, {
      title: 'Support promise',
      enabled: false,
      assistantTypes: ['linkedin2', 'blog'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Support promise',
      enabled: false,
      assistantTypes: ['blog', 'linkedin2'],
    });
    const bad = await as(t, w.admin, 'PATCH', `${BASE}/${doc.id}`, { assistantTypes: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect((await as(t, w.author, 'GET', BASE)).statusCode).toBe(403);
    expect((await upload(t, w.author, 'a.txt', Buffer.from('x y z'))).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `${BASE}/${doc.id}`],
      ['PATCH', `${BASE}/${doc.id}`],
      ['DELETE', `${BASE}/${doc.id}`],
      ['GET', `${BASE}/${doc.id}/passages`],
    ] as const) {
      const res = await as(
        t,
        w.outsider,
        method,
        url,
        method === 'PATCH' ? { enabled: true } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(t, w.operator, 'GET', `${BASE}/${doc.id}`)).statusCode).toBe(200);
    expect((await as(t, w.admin, 'DELETE', `${BASE}/${doc.id}`)).statusCode).toBe(200);
    expect((await as(t, w.admin, 'GET', `${BASE}/${doc.id}`)).statusCode).toBe(404);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, w.company.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['knowledge.add', 'knowledge.update', 'knowledge.delete']),
    );
  });
});
