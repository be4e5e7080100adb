import { sql } from 'drizzle-orm';
import {
  KNOWLEDGE_MAX_CHARS,
  KNOWLEDGE_MAX_PASSAGES,
  type KnowledgeSource,
} from '@core/api/knowledge.js';
import type { Db } from '../../db/connection.js';
import { rowsOf } from '../../db/rows.js';
import { queryTerms } from './query-terms.js';

/**
 * At most this many matching passages are ranked: with the commonest words left out, the rest
 * match few passages, and this bounds what is left (decision 063).
 */
const RANKED_AT_MOST = 200;

/** A word in more than this share of all passages tells them too little apart to search for. */
const COMMON_SHARE = 0.02;

/**
 * `common`: the lexemes PostgreSQL's statistics (ANALYZE, autovacuum) find in more than 2 % of
 * passages. A form's word among them would make the index visit a large share of the library
 * for no better match, so it is left out. No statistics yet (a new or small library): none.
 */
const commonLexemes = sql`common as (
  select e.lexeme from pg_stats s,
    unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(lexeme, share)
  where s.schemaname = current_schema() and s.tablename = 'knowledge_passages'
    and s.attname = 'search' and e.share > ${COMMON_SHARE})`;

/** The documents that are sent: ready, enabled, for every assistant or for this one (null: any). */
const sentTo = (assistantType: string | null) =>
  assistantType === null
    ? sql`d.status = 'ready' and d.enabled`
    : sql`d.status = 'ready' and d.enabled
      and (cardinality(d.assistant_types) = 0 or ${assistantType}::text = any(d.assistant_types))`;

/**
 * The passages of the company's knowledge that best match `text`, for this assistant: up to 5,
 * at most 4,000 characters together, best first. Words are matched as written and, where the
 * language has a search configuration, by their stems.
 */
export async function retrievePassages(
  db: Db,
  input: { companyId: number; assistantType: string | null; text: string; searchConfig: string },
): Promise<KnowledgeSource[]> {
  const terms = queryTerms(input.text);
  if (terms.length === 0) return [];
  const rows = rowsOf<KnowledgeSource & { rank: number }>(
    await db.execute(sql`
      with ${commonLexemes},
        words as (select w from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) as w
          where not exists (select 1 from common c where c.lexeme = w
            or c.lexeme = any(tsvector_to_array(to_tsvector(${input.searchConfig}::regconfig, w))))),
        q as (select to_tsquery('simple', string_agg(w, ' | '))
            || to_tsquery(${input.searchConfig}::regconfig, string_agg(w, ' | ')) as q
          from words having count(*) > 0),
        found as (
          select p.id, p.document_id, p.text, p.search from knowledge_passages p
          join knowledge_documents d on d.id = p.document_id, q
          where p.company_id = ${input.companyId}::int and p.search @@ q.q
            and ${sentTo(input.assistantType)}
          limit ${RANKED_AT_MOST})
      select f.document_id as "documentId", d.title, d.source, f.text,
        ts_rank_cd(f.search, q.q) as rank
      from found f join knowledge_documents d on d.id = f.document_id, q
      order by rank desc, f.id
      limit ${KNOWLEDGE_MAX_PASSAGES * 4}`),
  );
  const chosen: KnowledgeSource[] = [];
  let chars = 0;
  for (const row of rows) {
    if (chosen.length === KNOWLEDGE_MAX_PASSAGES) break;
    if (chars + row.text.length > KNOWLEDGE_MAX_CHARS) continue;
    chars += row.text.length;
    chosen.push({
      documentId: row.documentId,
      title: row.title,
      source: row.source,
      text: row.text,
    });
  }
  return chosen;
}

/**
 * Which assistants' generations the company's knowledge reaches: `every` (a ready, enabled
 * document for every assistant), else the assistants ready, enabled documents name.
 */
export interface KnowledgeReach {
  every: boolean;
  assistants: string[];
}

export async function knowledgeReach(db: Db, companyId: number): Promise<KnowledgeReach> {
  const rows = rowsOf<{ types: string[] }>(
    await db.execute(sql`select distinct d.assistant_types as types from knowledge_documents d
      where d.company_id = ${companyId}::int and ${sentTo(null)} and d.passages > 0`),
  );
  return {
    every: rows.some((r) => r.types.length === 0),
    assistants: [...new Set(rows.flatMap((r) => r.types))].sort(),
  };
}

/** Whether the knowledge reaches this assistant's generations. */
export const reaches = (reach: KnowledgeReach, assistantType: string) =>
  reach.every || reach.assistants.includes(assistantType);

/** The assistants (of `candidates`) whose generations would be sent the company's knowledge. */
export async function assistantsWithKnowledge<T extends string>(
  db: Db,
  companyId: number,
  candidates: readonly T[],
): Promise<T[]> {
  const reach = await knowledgeReach(db, companyId);
  return candidates.filter((c) => reaches(reach, c));
}
