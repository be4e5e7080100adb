import { languageForAutomation } from '@core/api/languages.js';
import type { FormValues } from '@core/assistants/types.js';
import type { Db } from '../../db/connection.js';
import type { Company } from '../../tenancy/companies.js';
import type { CompanyCache } from '../../tenancy/company-cache.js';
import type { Grounding } from '../generations/webhook-body.js';
import { knowledgeReach, reaches, retrievePassages } from './retrieve.js';
import { searchConfigFor } from './search-configs.js';

/** What a text generation asked for beyond its form. */
export interface GroundingRequest {
  /** A language tag; undefined: the company's. */
  language?: string | null;
  /** False: no knowledge is sent. Undefined: it is, when the company has some. */
  useKnowledge?: boolean;
  /** What the passages should match: the form's inputs, or a rewrite's instruction and passage. */
  query: string;
}

/** The language and knowledge of a generation, and the search configuration of its language. */
export interface GroundingFor {
  grounding: Grounding;
  language: string;
  searchConfig: string;
}

/** What grounding reads with: the database, and the companies kept in this process. */
export interface GroundingDeps {
  db: Db;
  companies: CompanyCache;
}

/**
 * Whether the company's knowledge reaches this assistant, kept with the company like its
 * webhooks (decision 028): most companies have none, and a generation should not ask the
 * database each time. A change to the library forgets the company (knowledge routes).
 */
async function hasKnowledgeFor(
  { db, companies }: GroundingDeps,
  company: Pick<Company, 'id' | 'slug'>,
  assistantType: string,
) {
  const reach = await companies.attached(company.slug, 'knowledge', () =>
    knowledgeReach(db, company.id),
  );
  return reaches(reach, assistantType);
}

/**
 * The language (the caller's choice, else the company's) and the knowledge passages sent with a
 * text generation: only when the company has knowledge for the assistant and the caller did not
 * turn it off (then possibly none matched: `knowledge: []`).
 */
export async function groundingFor(
  deps: GroundingDeps,
  company: Pick<Company, 'id' | 'slug' | 'contentLanguage'>,
  assistantType: string,
  request: GroundingRequest,
): Promise<GroundingFor> {
  const { db } = deps;
  const language = languageForAutomation(request.language ?? company.contentLanguage);
  const searchConfig = await searchConfigFor(db, language.tag);
  if (request.useKnowledge === false || !(await hasKnowledgeFor(deps, company, assistantType))) {
    return { grounding: { language }, language: language.tag, searchConfig };
  }
  const knowledge = await retrievePassages(db, {
    companyId: company.id,
    assistantType,
    text: request.query,
    searchConfig: await searchConfigFor(db, company.contentLanguage),
  });
  return { grounding: { language, knowledge }, language: language.tag, searchConfig };
}

/** The words of a form worth matching: its text values, and the text in its lists. */
export function formQuery(values: FormValues): string {
  const parts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  Object.values(values).forEach(walk);
  return parts.join(' ');
}
