import { and, eq, sql } from 'drizzle-orm';
import {
  KNOWLEDGE_MAX_DOCUMENTS,
  KNOWLEDGE_MAX_TOTAL_BYTES,
  KNOWLEDGE_TOO_BIG,
  KNOWLEDGE_TOO_MANY,
} from '@core/api/knowledge.js';
import type { Db } from '../../db/connection.js';
import {
  companies,
  knowledgeDocuments,
  knowledgeFiles,
  knowledgePassages,
} from '../../db/schema.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { invalid } from '../domain-error.js';
import type { SourceKind } from './extract-text.js';
import {
  findKnowledge,
  knowledgeTotals,
  targetOf,
  type KnowledgeRow,
  type Owner,
} from './library.js';
import { parseInThread } from './parse-in-thread.js';
import { searchConfigFor } from './search-configs.js';

/** Passages are written this many to a statement. */
const PASSAGES_PER_INSERT = 500;

export interface NewSource {
  kind: SourceKind;
  /** The file's name, or the page's address. */
  source: string;
  title: string;
  mediaType: string;
  bytes: Uint8Array;
}

/**
 * Adds a document (processing) with its source file, within the company's limits (2,000
 * documents, 200 MB of sources; 400 beyond them), audited; its text is read afterwards
 * (`processDocument`).
 */
export async function addDocument(
  db: Db,
  {
    company,
    actorId,
    input,
    audit,
  }: {
    company: Owner;
    actorId: number | null;
    input: NewSource;
    audit: AuditContext;
  },
): Promise<KnowledgeRow> {
  const id = await db.transaction(async (tx) => {
    // One company's additions one at a time, so two at once cannot pass a limit together.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    const totals = await knowledgeTotals(tx, company.id);
    if (totals.documents >= KNOWLEDGE_MAX_DOCUMENTS) throw invalid(KNOWLEDGE_TOO_MANY);
    if (totals.bytes + input.bytes.length > KNOWLEDGE_MAX_TOTAL_BYTES)
      throw invalid(KNOWLEDGE_TOO_BIG);
    const [row] = await tx
      .insert(knowledgeDocuments)
      .values({
        companyId: company.id,
        title: input.title,
        source: input.source,
        kind: input.kind,
        bytes: input.bytes.length,
        createdBy: actorId,
      })
      .returning({ id: knowledgeDocuments.id, title: knowledgeDocuments.title });
    await tx.insert(knowledgeFiles).values({
      documentId: row.id,
      mediaType: input.mediaType,
      content: Buffer.from(input.bytes),
    });
    await writeAudit(tx, audit, {
      company,
      action: 'knowledge.add',
      target: targetOf(row),
      changes: {
        title: { from: null, to: input.title },
        source: { from: null, to: input.source },
      },
    });
    return row.id;
  });
  return findKnowledge(db, company.id, id);
}

/**
 * Reads a document's text on the parsing thread and keeps its passages, indexed in the
 * company's language: the document ends `ready`, or `failed` with why in words. A document
 * removed meanwhile is left alone.
 */
export async function processDocument(
  db: Db,
  doc: { id: number; companyId: number; kind: SourceKind; source: string },
  options: { titleFromPage: boolean },
): Promise<void> {
  const [file] = await db
    .select({ content: knowledgeFiles.content })
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.documentId, doc.id));
  if (!file) return;
  const reply = await parseInThread({
    kind: doc.kind,
    bytes: new Uint8Array(file.content),
    address: doc.source,
  });
  const ours = and(eq(knowledgeDocuments.id, doc.id), eq(knowledgeDocuments.status, 'processing'));
  if (!reply.ok) {
    await db
      .update(knowledgeDocuments)
      .set({ status: 'failed', error: reply.message, updatedAt: sql`now()` })
      .where(ours);
    return;
  }
  const [company] = await db
    .select({ contentLanguage: companies.contentLanguage })
    .from(companies)
    .where(eq(companies.id, doc.companyId));
  const searchConfig = await searchConfigFor(db, company?.contentLanguage);
  await db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: knowledgeDocuments.id })
      .from(knowledgeDocuments)
      .where(ours)
      .for('update');
    if (!still) return;
    for (let at = 0; at < reply.passages.length; at += PASSAGES_PER_INSERT) {
      await tx.insert(knowledgePassages).values(
        reply.passages.slice(at, at + PASSAGES_PER_INSERT).map((text, i) => ({
          companyId: doc.companyId,
          documentId: doc.id,
          position: at + i,
          text,
          searchConfig,
        })),
      );
    }
    await tx
      .update(knowledgeDocuments)
      .set({
        status: 'ready',
        error: null,
        passages: reply.passages.length,
        ...(options.titleFromPage && reply.title ? { title: reply.title.slice(0, 200) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(knowledgeDocuments.id, doc.id));
  });
}

/**
 * Documents left `processing` by an instance that stopped (killed mid-parse) fail after ten
 * minutes, so an admin sees to upload them again. Every instance runs it now and then.
 */
export async function failStalledDocuments(db: Db): Promise<number> {
  const rows = await db
    .update(knowledgeDocuments)
    .set({
      status: 'failed',
      error: 'Reading the file was interrupted. Upload it again.',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(knowledgeDocuments.status, 'processing'),
        sql`${knowledgeDocuments.updatedAt} < now() - interval '10 minutes'`,
      ),
    )
    .returning({ id: knowledgeDocuments.id });
  return rows.length;
}
