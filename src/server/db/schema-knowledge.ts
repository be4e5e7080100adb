import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './schema-governance.js';
import { companies, createdAt, users } from './schema-tenants.js';

/**
 * The knowledge library (docs/product.md#knowledge-library, decision 063): a company's
 * documents, their source files and the passages their text was cut into. Each passage has a
 * generated `search` tsvector in its own search configuration, with a GIN index
 * (drizzle/0023_knowledge-library.sql); like the history's, it is not in this schema.
 */

/** A PostgreSQL text search configuration's name, such as 'english' or 'simple'. */
export const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The file's name, or the page's address. */
    source: text('source').notNull(),
    /** 'pdf', 'docx', 'markdown', 'text' or 'url'. */
    kind: text('kind').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    passages: integer('passages').notNull().default(0),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    error: text('error'),
    enabled: boolean('enabled').notNull().default(true),
    /** Empty: sent to every assistant. */
    assistantTypes: text('assistant_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_documents_company_idx').on(t.companyId, t.createdAt, t.id)],
);

/** The source as uploaded (or the page as fetched): kept for the company's export. */
export const knowledgeFiles = pgTable('knowledge_files', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
  mediaType: text('media_type').notNull(),
  content: bytea('content').notNull(),
});

export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    /** The configuration `search` is built with: the company's language's, else 'simple'. */
    searchConfig: regconfig('search_config')
      .notNull()
      .default(sql`'simple'::regconfig`),
  },
  (t) => [index('knowledge_passages_document_idx').on(t.documentId, t.position)],
);
