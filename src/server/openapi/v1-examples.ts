/**
 * What `/api/v1/openapi.json` shows of each operation besides its schemas (v1-document.ts): its
 * group, an example of its request body and of each success answer, with what that answer
 * means. Keyed by operationId (operations.ts). Redocly checks every example against its schema
 * (`npm run lint:openapi`), so an example cannot drift from what the API answers.
 */

/** One success answer: what it means, an example, its media type when not JSON. */
export interface V1Answer {
  description: string;
  example: unknown;
  contentType?: string;
}

interface V1Operation {
  tag: 'Assistants' | 'Generations' | 'History' | 'Reviews' | 'Publications';
  /** The request body's example, for an operation that takes one. */
  request?: unknown;
  responses: Record<number, V1Answer>;
}

const JOB_ID = '0b5d7a7e-3c1f-4d55-9a0e-6f2b8c1d4e90';
const FORM = {
  postTopic: 'Our spring sale',
  targetAudience: 'Local families',
  toneOfVoice: 'casual',
};
const TEXT = 'Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.';

const generation = {
  id: JOB_ID,
  assistantType: 'facebook',
  action: 'generate',
  status: 'succeeded',
  formData: FORM,
  content: TEXT,
  summary: null,
  leads: null,
  historyId: 42,
  error: null,
  startedAt: '2026-12-01T09:00:00.000Z',
  finishedAt: '2026-12-01T09:00:12.000Z',
};

const author = { id: 7, username: 'maria' };
/** A passage of the company's knowledge library the text was written with. */
const SOURCE = {
  documentId: 5,
  title: 'Price list 2027',
  source: 'price-list-2027.pdf',
  text: 'Acme Pro costs 49 euros a month per team and includes unlimited drafts.',
};
const reviewer = { id: 12, username: 'jonas' };

const item = {
  id: 42,
  assistantType: 'facebook',
  content: TEXT,
  formData: FORM,
  createdAt: '2026-12-01T09:00:12.000Z',
  isFavorite: false,
  revisionRequest: null,
  sessionId: 'api-3',
  version: 3,
  stopped: false,
  revisedFrom: null,
  updatedAt: '2026-12-01T10:15:00.000Z',
  author,
  status: 'draft',
  visibility: 'private',
  reviewers: [],
  approvedVersion: null,
  approvedBy: null,
  approvedAt: null,
  publishedUrl: null,
  language: 'en',
  sources: [SOURCE],
};
const inReview = { ...item, status: 'in_review', reviewers: [reviewer] };
const approved = {
  ...inReview,
  status: 'approved',
  approvedVersion: 3,
  approvedBy: reviewer,
  approvedAt: '2026-12-01T11:00:00.000Z',
};

const publication = {
  id: 9,
  itemId: 42,
  assistantType: 'facebook',
  title: 'Our spring sale',
  version: 3,
  destination: { id: 2, name: 'Company blog' },
  status: 'scheduled',
  publishAt: '2026-12-01T08:00:00.000Z',
  attempts: 0,
  lastError: null,
  url: null,
  externalId: null,
  createdBy: author,
  createdAt: '2026-11-30T16:00:00.000Z',
  publishedAt: null,
};

const EVENTS = [
  'id: 15',
  'event: delta',
  'data: {"text":"Spring is here,"}',
  '',
  'event: status',
  'data: {"status":"succeeded"}',
  '',
  'event: done',
  `data: {"historyId":42,"content":"${TEXT}"}`,
  '',
  '',
].join('\n');

export const V1_OPERATIONS: Record<string, V1Operation> = {
  v1ListAssistants: {
    tag: 'Assistants',
    responses: {
      200: {
        description: 'The assistants, each with the JSON Schema its `formData` must match',
        example: {
          items: [
            {
              id: 'facebook',
              name: 'Facebook',
              description:
                'Generate engaging Facebook posts about IT security and support services',
              output: 'text',
              formSchema: {
                $schema: 'https://json-schema.org/draft/2020-12/schema',
                type: 'object',
                properties: {
                  postTopic: { type: 'string', minLength: 3 },
                  targetAudience: { type: 'string', minLength: 3 },
                  toneOfVoice: { type: 'string', minLength: 1 },
                },
                required: ['postTopic', 'targetAudience', 'toneOfVoice'],
              },
            },
          ],
        },
      },
    },
  },
  v1CreateGeneration: {
    tag: 'Generations',
    request: { assistantType: 'facebook', formData: FORM },
    responses: {
      200: { description: 'It ended within `wait`: the finished generation', example: generation },
      202: {
        description: 'Started (without `wait`, or still running after it): read it by its `id`',
        example: { id: JOB_ID, status: 'running' },
      },
    },
  },
  v1GetGeneration: {
    tag: 'Generations',
    responses: {
      200: { description: 'The generation: its text so far, or its result', example: generation },
    },
  },
  v1StopGeneration: {
    tag: 'Generations',
    responses: {
      200: {
        description: 'Stopped, with what it wrote (an ended generation is answered as it is)',
        example: { ...generation, status: 'cancelled', error: 'The generation was cancelled.' },
      },
    },
  },
  v1GenerationEvents: {
    tag: 'Generations',
    responses: {
      200: { description: 'Server-Sent Events', contentType: 'text/event-stream', example: EVENTS },
    },
  },
  v1ListHistory: {
    tag: 'History',
    responses: {
      200: {
        description: 'A page of items, newest first; `nextCursor` loads the next one',
        example: { items: [item], nextCursor: null },
      },
    },
  },
  v1GetHistoryItem: {
    tag: 'History',
    responses: { 200: { description: 'The item', example: item } },
  },
  v1EditHistoryItem: {
    tag: 'History',
    request: { content: `${TEXT} Open until 6 pm.`, baseVersion: 3 },
    responses: {
      200: {
        description: 'Saved as the next version',
        example: { ...item, content: `${TEXT} Open until 6 pm.`, version: 4 },
      },
    },
  },
  v1ListHistoryVersions: {
    tag: 'History',
    responses: {
      200: {
        description: 'The versions, newest first',
        example: {
          versions: [
            {
              version: 2,
              kind: 'edited',
              content: TEXT,
              createdAt: '2026-12-01T10:15:00.000Z',
              sources: [],
            },
            {
              version: 1,
              kind: 'generated',
              content: TEXT,
              createdAt: item.createdAt,
              sources: [SOURCE],
            },
          ],
        },
      },
    },
  },
  v1SubmitForReview: {
    tag: 'Reviews',
    request: { reviewerIds: [12], note: 'Ready for Friday', baseVersion: 3 },
    responses: { 200: { description: 'Submitted: the item in review', example: inReview } },
  },
  v1DecideReview: {
    tag: 'Reviews',
    request: { decision: 'approve', version: 3 },
    responses: { 200: { description: 'Decided: the item as it is now', example: approved } },
  },
  v1CreatePublication: {
    tag: 'Publications',
    request: { destinationId: 2, publishAt: '2026-12-01T09:00:00+01:00', baseVersion: 3 },
    responses: {
      200: {
        description: 'The publication this `Idempotency-Key` made before',
        example: publication,
      },
      201: { description: 'Published now, or scheduled at `publishAt`', example: publication },
    },
  },
  v1ListPublications: {
    tag: 'Publications',
    responses: {
      200: {
        description: 'A page of publications by time; `nextCursor` loads the next one',
        example: { items: [publication], nextCursor: null },
      },
    },
  },
};
