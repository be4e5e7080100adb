import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { knowledgeDocuments, knowledgeFiles, knowledgePassages } from '../../db/schema.js';
import { pages } from './export-pages.js';

/** Documents a page reads (their passages come with them). */
const PAGE = 50;

/** One file of the zip: its name and its content, in pieces (text, or bytes). */
interface ZipFile {
  name: string;
  parts: () => AsyncIterable<string | Uint8Array>;
}

/** The company's documents, a page at a time (their passages are read with each). */
const documentPages = (db: Db, companyId: number) =>
  pages(PAGE, (after: { id: number } | undefined) =>
    db
      .select({
        id: knowledgeDocuments.id,
        title: knowledgeDocuments.title,
        source: knowledgeDocuments.source,
        kind: knowledgeDocuments.kind,
        bytes: knowledgeDocuments.bytes,
        status: knowledgeDocuments.status,
        error: knowledgeDocuments.error,
        enabled: knowledgeDocuments.enabled,
        assistantTypes: knowledgeDocuments.assistantTypes,
        createdBy: knowledgeDocuments.createdBy,
        createdAt: knowledgeDocuments.createdAt,
      })
      .from(knowledgeDocuments)
      .where(
        and(
          eq(knowledgeDocuments.companyId, companyId),
          after ? gt(knowledgeDocuments.id, after.id) : undefined,
        ),
      )
      .orderBy(asc(knowledgeDocuments.id))
      .limit(PAGE),
  );

/** A source file's name in the zip: its own name, with nothing that leaves the folder. */
const sourceFileName = (doc: { id: number; kind: string; source: string }) => {
  const own =
    doc.kind === 'url'
      ? 'page.html'
      : [...doc.source].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `knowledge/${doc.id}/${own.slice(0, 200) || 'source'}`;
};

/**
 * The knowledge library in a company's export: `knowledge.jsonl`, one document a line with its
 * passages, then each document's source file as uploaded (a web page as fetched) under
 * `knowledge/{id}/`.
 */
export async function* knowledgeExportFiles(db: Db, companyId: number): AsyncGenerator<ZipFile> {
  yield {
    name: 'knowledge.jsonl',
    parts: async function* () {
      for await (const docs of documentPages(db, companyId)) {
        for (const doc of docs) {
          const passages = await db
            .select({ position: knowledgePassages.position, text: knowledgePassages.text })
            .from(knowledgePassages)
            .where(eq(knowledgePassages.documentId, doc.id))
            .orderBy(asc(knowledgePassages.position));
          const file = sourceFileName(doc);
          yield `${JSON.stringify({ ...doc, file, passages: passages.map((p) => p.text) })}\n`;
        }
      }
    },
  };
  for await (const docs of documentPages(db, companyId)) {
    for (const doc of docs) {
      yield {
        name: sourceFileName(doc),
        parts: async function* () {
          const [file] = await db
            .select({ content: knowledgeFiles.content })
            .from(knowledgeFiles)
            .where(eq(knowledgeFiles.documentId, doc.id));
          if (file) yield new Uint8Array(file.content);
        },
      };
    }
  }
}
