import { and, count, eq, ilike, or, sql, sum } from 'drizzle-orm';
import { KNOWLEDGE_NOT_FOUND, type KnowledgePatch } from '@core/api/knowledge.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import { knowledgeDocuments, knowledgePassages, users } from '../../db/schema.js';
import { diffFields, hasChanges, writeAudit, type AuditContext } from '../audit/audit-log.js';
import { notFound } from '../domain-error.js';
import { keysetPage, newestFirst, type Page } from '../lists/keyset.js';

/**
 * A company's knowledge library (docs/product.md#knowledge-library): its documents, their
 * passages, and the changes admins make, each audited.
 */

export type KnowledgeRow = typeof knowledgeDocuments.$inferSelect & {
  createdByName: string | null;
};

export interface Owner {
  id: number;
  slug: string;
}

const columns = {
  id: knowledgeDocuments.id,
  companyId: knowledgeDocuments.companyId,
  title: knowledgeDocuments.title,
  source: knowledgeDocuments.source,
  kind: knowledgeDocuments.kind,
  bytes: knowledgeDocuments.bytes,
  passages: knowledgeDocuments.passages,
  status: knowledgeDocuments.status,
  error: knowledgeDocuments.error,
  enabled: knowledgeDocuments.enabled,
  assistantTypes: knowledgeDocuments.assistantTypes,
  createdBy: knowledgeDocuments.createdBy,
  createdAt: knowledgeDocuments.createdAt,
  updatedAt: knowledgeDocuments.updatedAt,
  createdByName: users.username,
};

export const targetOf = (row: { id: number; title: string }) => ({
  type: 'knowledge_document',
  id: row.id,
  label: row.title,
});

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the company's documents, newest first; `q` finds titles and sources. */
export async function listKnowledge(
  db: Db,
  companyId: number,
  page: { q?: string; limit: number; cursor?: string },
): Promise<Page<KnowledgeRow>> {
  const keyset = newestFirst(col(knowledgeDocuments.createdAt), col(knowledgeDocuments.id), page);
  const pattern = page.q ? `%${literal(page.q)}%` : undefined;
  const result = await keysetPage(keyset, ({ after, orderBy, sortValue, limit }) =>
    db
      .select({ ...columns, sortValue })
      .from(knowledgeDocuments)
      .leftJoin(users, eq(users.id, knowledgeDocuments.createdBy))
      .where(
        and(
          eq(knowledgeDocuments.companyId, companyId),
          pattern
            ? or(
                ilike(knowledgeDocuments.title, pattern),
                ilike(knowledgeDocuments.source, pattern),
              )
            : undefined,
          after,
        ),
      )
      .orderBy(orderBy)
      .limit(limit),
  );
  return { ...result, items: result.items.map(({ sortValue: _, ...row }) => row) };
}

/** The company's library as a whole: documents and bytes of source. */
export async function knowledgeTotals(db: Pick<Db, 'select'>, companyId: number) {
  const [row] = await db
    .select({ documents: count(), bytes: sum(knowledgeDocuments.bytes).mapWith(Number) })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.companyId, companyId));
  return { documents: row?.documents ?? 0, bytes: row?.bytes ?? 0 };
}

/** One document of the company; 404 when it has none with this id. */
export async function findKnowledge(db: Db, companyId: number, id: number): Promise<KnowledgeRow> {
  const [row] = await db
    .select(columns)
    .from(knowledgeDocuments)
    .leftJoin(users, eq(users.id, knowledgeDocuments.createdBy))
    .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.companyId, companyId)));
  if (!row) throw notFound(KNOWLEDGE_NOT_FOUND);
  return row;
}

/** A document's passages in their order. */
export function passagesOf(db: Db, documentId: number) {
  return db
    .select({
      id: knowledgePassages.id,
      position: knowledgePassages.position,
      text: knowledgePassages.text,
    })
    .from(knowledgePassages)
    .where(eq(knowledgePassages.documentId, documentId))
    .orderBy(knowledgePassages.position);
}

const AUDITED = ['title', 'enabled', 'assistantTypes'] as const;

/** Changes a document's title, whether it is sent, and to which assistants. */
export async function updateKnowledge(
  db: Db,
  {
    company,
    id,
    patch,
    audit,
  }: { company: Owner; id: number; patch: KnowledgePatch; audit: AuditContext },
): Promise<KnowledgeRow> {
  const current = await findKnowledge(db, company.id, id);
  const values = {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    ...(patch.assistantTypes !== undefined
      ? { assistantTypes: [...new Set(patch.assistantTypes)].sort() }
      : {}),
  };
  const changes = diffFields(current, values, AUDITED);
  if (!hasChanges(changes)) return current;
  await db.transaction(async (tx) => {
    await tx
      .update(knowledgeDocuments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.companyId, company.id)));
    await writeAudit(tx, audit, {
      company,
      action: 'knowledge.update',
      target: targetOf({ id, title: values.title ?? current.title }),
      changes,
    });
  });
  return findKnowledge(db, company.id, id);
}

/** Removes a document with its file and passages. */
export async function deleteKnowledge(
  db: Db,
  { company, id, audit }: { company: Owner; id: number; audit: AuditContext },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(knowledgeDocuments)
      .where(and(eq(knowledgeDocuments.id, id), eq(knowledgeDocuments.companyId, company.id)))
      .returning();
    if (!row) throw notFound(KNOWLEDGE_NOT_FOUND);
    await writeAudit(tx, audit, {
      company,
      action: 'knowledge.delete',
      target: targetOf(row),
      changes: { title: { from: row.title, to: null }, source: { from: row.source, to: null } },
    });
  });
}
