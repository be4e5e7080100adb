/**
 * The types of the Copydesk public API, from `/api/v1/openapi.json`. Written by
 * `npm run api:types`: do not edit.
 */
export interface paths {
  '/api/v1/assistants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The assistants the token's user may use, each with its form as JSON Schema */
    get: operations['v1ListAssistants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/generations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts a generation; `?wait=` holds the answer until it ends
     * @description `formData` follows the assistant's `formSchema` (`GET /api/v1/assistants`). An `Idempotency-Key` sent again by the same user within 24 hours answers the generation it started (422 with a different request). Without `sessionId` the assistant remembers the token's earlier requests.
     */
    post: operations['v1CreateGeneration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/generations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One generation of the token’s user: status, text so far or result, error */
    get: operations['v1GetGeneration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/generations/{id}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stops a running generation, keeping what it wrote */
    post: operations['v1StopGeneration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/generations/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A generation's progress as Server-Sent Events
     * @description `event: delta` `{"text"}` for each piece of text (its `id` is the character offset after it: send it back as `Last-Event-ID` to resume), `event: status` `{"status"}`, then `event: done` `{historyId, content}` or `{historyId, summary, leads}`, or `event: error` `{message}` (failed or cancelled), and the stream closes. A comment line comes at least every 15 seconds. After the end it replays the final state.
     */
    get: operations['v1GenerationEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's history in this company, newest first, a page at a time */
    get: operations['v1ListHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/history/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A history item, to whoever may read it (its author, reviewers, team, admins) */
    get: operations['v1GetHistoryItem'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Saves an edit of an item's text as its next version
     * @description `baseVersion` is the version the edit was made on; another one answers 409 with the item as it is now, and nothing changes. Lead Generator items are not edited as text.
     */
    patch: operations['v1EditHistoryItem'];
    trace?: never;
  };
  '/api/v1/history/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An item's versions (at least the last 50), newest first */
    get: operations['v1ListHistoryVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/history/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submits an item for review to 1 to 5 colleagues (its author only)
     * @description Reviewers must be users of the company other than the author; anything else answers 400 "Choose reviewers from your company". A stale `baseVersion` answers 409 with the item.
     */
    post: operations['v1SubmitForReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/history/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approves the current version, or asks for changes with a note
     * @description A named reviewer or a company admin, never the author. `version` must be the current version (409 with the item otherwise): a reviewer approves exactly what they read.
     */
    post: operations['v1DecideReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/history/{id}/publications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publishes an item's current version to a destination, now or at publishAt
     * @description The item's author or a company admin. `publishAt` (ISO 8601 with an offset, in the future, at most a year ahead) schedules it. With the company setting "requireApproval", a text that is not approved in its current version answers 409. `Idempotency-Key` answers the publication the same key made before.
     */
    post: operations['v1CreatePublication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/publications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Publications of the items the caller can see, by time (the calendar) */
    get: operations['v1ListPublications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description An error (RFC 9457). `type` is stable for each kind of error. */
    Problem: {
      /**
       * Format: uri
       * @description `urn:copydesk:problem:<kind>`
       */
      type: string;
      /** @description The kind of error, in words */
      title: string;
      /** @description The answer's status */
      status: number;
      /** @description What went wrong, as the app says it */
      detail: string;
      /** @description Invalid input: each field that is wrong (`path` in dots) and why */
      errors?: {
        path: string;
        message: string;
      }[];
      /** @description A version conflict: the history item as it is now */
      item?: Record<string, never>;
    };
  };
  responses: {
    /** @description Invalid input (`invalid-input`): `errors` names each field */
    InvalidInput: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:invalid-input",
         *       "title": "Invalid input",
         *       "status": 400,
         *       "detail": "wait must be a number of seconds from 0 to 60",
         *       "errors": [
         *         {
         *           "path": "wait",
         *           "message": "wait must be a number of seconds from 0 to 60"
         *         }
         *       ]
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The token is missing, unknown, expired or revoked (`invalid-token`) */
    InvalidToken: {
      headers: {
        'WWW-Authenticate': components['headers']['WWW-Authenticate'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:invalid-token",
         *       "title": "Invalid token",
         *       "status": 401,
         *       "detail": "The API token is missing, unknown, expired or revoked"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The token lacks the operation's scope (`insufficient-scope`), the company turned the API off (`api-access-off`), or the user's role does not allow it (`forbidden`) */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:insufficient-scope",
         *       "title": "Insufficient scope",
         *       "status": 403,
         *       "detail": "This token does not have the \"generate\" scope"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Nothing by that id that the token’s user may see (`not-found`) */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:not-found",
         *       "title": "Not found",
         *       "status": 404,
         *       "detail": "History item not found"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Not possible as things are now (`conflict`): a history item changed since the version named (`item` is the item now), or the assistant is not set up for the company yet */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:conflict",
         *       "title": "Conflict",
         *       "status": 409,
         *       "detail": "This item was changed in another tab or by someone else. It is shown as it is now.",
         *       "item": {
         *         "id": 42,
         *         "version": 4
         *       }
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The `Idempotency-Key` was used before for another request (`unprocessable`) */
    Unprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:unprocessable",
         *       "title": "Unprocessable request",
         *       "status": 422,
         *       "detail": "This Idempotency-Key was used for a different request"
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Over the limit of the token or of the address (`too-many-requests`) */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['Retry-After'];
        'RateLimit-Limit': components['headers']['RateLimit-Limit'];
        'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
        'RateLimit-Reset': components['headers']['RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:too-many-requests",
         *       "title": "Too many requests",
         *       "status": 429,
         *       "detail": "Too many requests with this token. Please wait 42 seconds and try again."
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Copydesk cannot serve the request now (`unavailable`): try again later */
    Unavailable: {
      headers: {
        'Retry-After': components['headers']['Retry-After'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "urn:copydesk:problem:unavailable",
         *       "title": "Service unavailable",
         *       "status": 503,
         *       "detail": "The database cannot be reached at the moment. Please try again in a few seconds."
         *     }
         */
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description Requests this token may make a minute */
    'RateLimit-Limit': number;
    /** @description Requests left in this minute */
    'RateLimit-Remaining': number;
    /** @description Seconds until the count starts again */
    'RateLimit-Reset': number;
    /** @description Seconds to wait before trying again */
    'Retry-After': number;
    /** @description `Bearer` */
    'WWW-Authenticate': string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  v1ListAssistants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The assistants, each with the JSON Schema its `formData` must match */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "facebook",
           *           "name": "Facebook",
           *           "description": "Generate engaging Facebook posts about IT security and support services",
           *           "output": "text",
           *           "formSchema": {
           *             "$schema": "https://json-schema.org/draft/2020-12/schema",
           *             "type": "object",
           *             "properties": {
           *               "postTopic": {
           *                 "type": "string",
           *                 "minLength": 3
           *               },
           *               "targetAudience": {
           *                 "type": "string",
           *                 "minLength": 3
           *               },
           *               "toneOfVoice": {
           *                 "type": "string",
           *                 "minLength": 1
           *               }
           *             },
           *             "required": [
           *               "postTopic",
           *               "targetAudience",
           *               "toneOfVoice"
           *             ]
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': {
            items: {
              id: string;
              name: string;
              description: string;
              output: string;
              formSchema: {
                [key: string]: unknown;
              };
            }[];
          };
        };
      };
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1CreateGeneration: {
    parameters: {
      query?: {
        wait?: number;
      };
      header?: {
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "assistantType": "facebook",
         *       "formData": {
         *         "postTopic": "Our spring sale",
         *         "targetAudience": "Local families",
         *         "toneOfVoice": "casual"
         *       }
         *     }
         */
        'application/json': {
          /** @enum {string} */
          assistantType:
            | 'topic-generator'
            | 'lead-generator'
            | 'facebook'
            | 'linkedin2'
            | 'instagram'
            | 'blog'
            | 'newsletter'
            | 'retention-email'
            | 'insight-amplifier'
            | 'prospect-engagement'
            | 'website';
          formData: {
            [key: string]: unknown;
          };
          sessionId?: string;
          /** @enum {string} */
          language?:
            | 'ar'
            | 'bg'
            | 'ca'
            | 'cs'
            | 'da'
            | 'de'
            | 'el'
            | 'en'
            | 'es'
            | 'et'
            | 'eu'
            | 'fi'
            | 'fr'
            | 'ga'
            | 'he'
            | 'hi'
            | 'hr'
            | 'hu'
            | 'hy'
            | 'id'
            | 'it'
            | 'ja'
            | 'ko'
            | 'lt'
            | 'lv'
            | 'ms'
            | 'nb'
            | 'ne'
            | 'nl'
            | 'pl'
            | 'pt'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'sr'
            | 'sv'
            | 'ta'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi'
            | 'yi'
            | 'zh';
          useKnowledge?: boolean;
        };
      };
    };
    responses: {
      /** @description It ended within `wait`: the finished generation */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0b5d7a7e-3c1f-4d55-9a0e-6f2b8c1d4e90",
           *       "assistantType": "facebook",
           *       "action": "generate",
           *       "status": "succeeded",
           *       "formData": {
           *         "postTopic": "Our spring sale",
           *         "targetAudience": "Local families",
           *         "toneOfVoice": "casual"
           *       },
           *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *       "summary": null,
           *       "leads": null,
           *       "historyId": 42,
           *       "error": null,
           *       "startedAt": "2026-12-01T09:00:00.000Z",
           *       "finishedAt": "2026-12-01T09:00:12.000Z"
           *     }
           */
          'application/json': {
            id: string;
            assistantType: string;
            /** @enum {string} */
            action: 'generate' | 'revise' | 'rewrite';
            /** @enum {string} */
            status: 'running' | 'succeeded' | 'failed' | 'cancelled';
            formData: {
              [key: string]: unknown;
            };
            content: string;
            summary: {
              total: number;
              qualified: number;
              maybe: number;
              unlikely: number;
            } | null;
            leads:
              | {
                  name: string;
                  phone: string;
                  email: string;
                  website: string;
                  city: string;
                  reviewCount: number;
                  rating: number;
                  score: number;
                  /** @enum {string} */
                  status: 'qualified' | 'maybe' | 'unlikely';
                }[]
              | null;
            historyId: number | null;
            error: string | null;
            startedAt: string;
            finishedAt: string | null;
          };
        };
      };
      /** @description Started (without `wait`, or still running after it): read it by its `id` */
      202: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0b5d7a7e-3c1f-4d55-9a0e-6f2b8c1d4e90",
           *       "status": "running"
           *     }
           */
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'running' | 'succeeded' | 'failed' | 'cancelled';
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1GetGeneration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The generation: its text so far, or its result */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0b5d7a7e-3c1f-4d55-9a0e-6f2b8c1d4e90",
           *       "assistantType": "facebook",
           *       "action": "generate",
           *       "status": "succeeded",
           *       "formData": {
           *         "postTopic": "Our spring sale",
           *         "targetAudience": "Local families",
           *         "toneOfVoice": "casual"
           *       },
           *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *       "summary": null,
           *       "leads": null,
           *       "historyId": 42,
           *       "error": null,
           *       "startedAt": "2026-12-01T09:00:00.000Z",
           *       "finishedAt": "2026-12-01T09:00:12.000Z"
           *     }
           */
          'application/json': {
            id: string;
            assistantType: string;
            /** @enum {string} */
            action: 'generate' | 'revise' | 'rewrite';
            /** @enum {string} */
            status: 'running' | 'succeeded' | 'failed' | 'cancelled';
            formData: {
              [key: string]: unknown;
            };
            content: string;
            summary: {
              total: number;
              qualified: number;
              maybe: number;
              unlikely: number;
            } | null;
            leads:
              | {
                  name: string;
                  phone: string;
                  email: string;
                  website: string;
                  city: string;
                  reviewCount: number;
                  rating: number;
                  score: number;
                  /** @enum {string} */
                  status: 'qualified' | 'maybe' | 'unlikely';
                }[]
              | null;
            historyId: number | null;
            error: string | null;
            startedAt: string;
            finishedAt: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1StopGeneration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stopped, with what it wrote (an ended generation is answered as it is) */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "0b5d7a7e-3c1f-4d55-9a0e-6f2b8c1d4e90",
           *       "assistantType": "facebook",
           *       "action": "generate",
           *       "status": "cancelled",
           *       "formData": {
           *         "postTopic": "Our spring sale",
           *         "targetAudience": "Local families",
           *         "toneOfVoice": "casual"
           *       },
           *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *       "summary": null,
           *       "leads": null,
           *       "historyId": 42,
           *       "error": "The generation was cancelled.",
           *       "startedAt": "2026-12-01T09:00:00.000Z",
           *       "finishedAt": "2026-12-01T09:00:12.000Z"
           *     }
           */
          'application/json': {
            id: string;
            assistantType: string;
            /** @enum {string} */
            action: 'generate' | 'revise' | 'rewrite';
            /** @enum {string} */
            status: 'running' | 'succeeded' | 'failed' | 'cancelled';
            formData: {
              [key: string]: unknown;
            };
            content: string;
            summary: {
              total: number;
              qualified: number;
              maybe: number;
              unlikely: number;
            } | null;
            leads:
              | {
                  name: string;
                  phone: string;
                  email: string;
                  website: string;
                  city: string;
                  reviewCount: number;
                  rating: number;
                  score: number;
                  /** @enum {string} */
                  status: 'qualified' | 'maybe' | 'unlikely';
                }[]
              | null;
            historyId: number | null;
            error: string | null;
            startedAt: string;
            finishedAt: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1GenerationEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-Sent Events */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example id: 15
           *     event: delta
           *     data: {"text":"Spring is here,"}
           *
           *     event: status
           *     data: {"status":"succeeded"}
           *
           *     event: done
           *     data: {"historyId":42,"content":"Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend."}
           */
          'text/event-stream': string;
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1ListHistory: {
    parameters: {
      query?: {
        sessionId?: string;
        onlySession?: 'true' | 'false';
        cursor?: string;
        limit?: number;
        assistantType?:
          | 'topic-generator'
          | 'lead-generator'
          | 'facebook'
          | 'linkedin2'
          | 'instagram'
          | 'blog'
          | 'newsletter'
          | 'retention-email'
          | 'insight-amplifier'
          | 'prospect-engagement'
          | 'website';
        favorites?: 'true' | 'false';
        status?: 'draft' | 'in_review' | 'changes_requested' | 'approved' | 'published';
        scope?: 'mine' | 'team';
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of items, newest first; `nextCursor` loads the next one */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": 42,
           *           "assistantType": "facebook",
           *           "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *           "formData": {
           *             "postTopic": "Our spring sale",
           *             "targetAudience": "Local families",
           *             "toneOfVoice": "casual"
           *           },
           *           "createdAt": "2026-12-01T09:00:12.000Z",
           *           "isFavorite": false,
           *           "revisionRequest": null,
           *           "sessionId": "api-3",
           *           "version": 3,
           *           "stopped": false,
           *           "revisedFrom": null,
           *           "updatedAt": "2026-12-01T10:15:00.000Z",
           *           "author": {
           *             "id": 7,
           *             "username": "maria"
           *           },
           *           "status": "draft",
           *           "visibility": "private",
           *           "reviewers": [],
           *           "approvedVersion": null,
           *           "approvedBy": null,
           *           "approvedAt": null,
           *           "publishedUrl": null,
           *           "language": "en",
           *           "sources": [
           *             {
           *               "documentId": 5,
           *               "title": "Price list 2027",
           *               "source": "price-list-2027.pdf",
           *               "text": "Acme Pro costs 49 euros a month per team and includes unlimited drafts."
           *             }
           *           ]
           *         }
           *       ],
           *       "nextCursor": null
           *     }
           */
          'application/json': {
            items: {
              id: number;
              /** @enum {string} */
              assistantType:
                | 'topic-generator'
                | 'lead-generator'
                | 'facebook'
                | 'linkedin2'
                | 'instagram'
                | 'blog'
                | 'newsletter'
                | 'retention-email'
                | 'insight-amplifier'
                | 'prospect-engagement'
                | 'website';
              content: string;
              formData: {
                [key: string]: unknown;
              };
              createdAt: string;
              isFavorite: boolean;
              revisionRequest: string | null;
              sessionId: string;
              version: number;
              stopped: boolean;
              revisedFrom: number | null;
              updatedAt: string;
              author: {
                id: number | null;
                username: string;
              };
              /** @enum {string} */
              status: 'draft' | 'in_review' | 'changes_requested' | 'approved' | 'published';
              /** @enum {string} */
              visibility: 'private' | 'team';
              reviewers: {
                id: number | null;
                username: string;
              }[];
              approvedVersion: number | null;
              approvedBy: {
                id: number | null;
                username: string;
              } | null;
              approvedAt: string | null;
              publishedUrl: string | null;
              language: string | null;
              sources: {
                documentId: number;
                title: string;
                source: string;
                text: string;
              }[];
            }[];
            nextCursor: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1GetHistoryItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The item */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "assistantType": "facebook",
           *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *       "formData": {
           *         "postTopic": "Our spring sale",
           *         "targetAudience": "Local families",
           *         "toneOfVoice": "casual"
           *       },
           *       "createdAt": "2026-12-01T09:00:12.000Z",
           *       "isFavorite": false,
           *       "revisionRequest": null,
           *       "sessionId": "api-3",
           *       "version": 3,
           *       "stopped": false,
           *       "revisedFrom": null,
           *       "updatedAt": "2026-12-01T10:15:00.000Z",
           *       "author": {
           *         "id": 7,
           *         "username": "maria"
           *       },
           *       "status": "draft",
           *       "visibility": "private",
           *       "reviewers": [],
           *       "approvedVersion": null,
           *       "approvedBy": null,
           *       "approvedAt": null,
           *       "publishedUrl": null,
           *       "language": "en",
           *       "sources": [
           *         {
           *           "documentId": 5,
           *           "title": "Price list 2027",
           *           "source": "price-list-2027.pdf",
           *           "text": "Acme Pro costs 49 euros a month per team and includes unlimited drafts."
           *         }
           *       ]
           *     }
           */
          'application/json': {
            id: number;
            /** @enum {string} */
            assistantType:
              | 'topic-generator'
              | 'lead-generator'
              | 'facebook'
              | 'linkedin2'
              | 'instagram'
              | 'blog'
              | 'newsletter'
              | 'retention-email'
              | 'insight-amplifier'
              | 'prospect-engagement'
              | 'website';
            content: string;
            formData: {
              [key: string]: unknown;
            };
            createdAt: string;
            isFavorite: boolean;
            revisionRequest: string | null;
            sessionId: string;
            version: number;
            stopped: boolean;
            revisedFrom: number | null;
            updatedAt: string;
            author: {
              id: number | null;
              username: string;
            };
            /** @enum {string} */
            status: 'draft' | 'in_review' | 'changes_requested' | 'approved' | 'published';
            /** @enum {string} */
            visibility: 'private' | 'team';
            reviewers: {
              id: number | null;
              username: string;
            }[];
            approvedVersion: number | null;
            approvedBy: {
              id: number | null;
              username: string;
            } | null;
            approvedAt: string | null;
            publishedUrl: string | null;
            language: string | null;
            sources: {
              documentId: number;
              title: string;
              source: string;
              text: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1EditHistoryItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend. Open until 6 pm.",
         *       "baseVersion": 3
         *     }
         */
        'application/json': {
          content: string;
          baseVersion: number;
        };
      };
    };
    responses: {
      /** @description Saved as the next version */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "assistantType": "facebook",
           *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend. Open until 6 pm.",
           *       "formData": {
           *         "postTopic": "Our spring sale",
           *         "targetAudience": "Local families",
           *         "toneOfVoice": "casual"
           *       },
           *       "createdAt": "2026-12-01T09:00:12.000Z",
           *       "isFavorite": false,
           *       "revisionRequest": null,
           *       "sessionId": "api-3",
           *       "version": 4,
           *       "stopped": false,
           *       "revisedFrom": null,
           *       "updatedAt": "2026-12-01T10:15:00.000Z",
           *       "author": {
           *         "id": 7,
           *         "username": "maria"
           *       },
           *       "status": "draft",
           *       "visibility": "private",
           *       "reviewers": [],
           *       "approvedVersion": null,
           *       "approvedBy": null,
           *       "approvedAt": null,
           *       "publishedUrl": null,
           *       "language": "en",
           *       "sources": [
           *         {
           *           "documentId": 5,
           *           "title": "Price list 2027",
           *           "source": "price-list-2027.pdf",
           *           "text": "Acme Pro costs 49 euros a month per team and includes unlimited drafts."
           *         }
           *       ]
           *     }
           */
          'application/json': {
            id: number;
            /** @enum {string} */
            assistantType:
              | 'topic-generator'
              | 'lead-generator'
              | 'facebook'
              | 'linkedin2'
              | 'instagram'
              | 'blog'
              | 'newsletter'
              | 'retention-email'
              | 'insight-amplifier'
              | 'prospect-engagement'
              | 'website';
            content: string;
            formData: {
              [key: string]: unknown;
            };
            createdAt: string;
            isFavorite: boolean;
            revisionRequest: string | null;
            sessionId: string;
            version: number;
            stopped: boolean;
            revisedFrom: number | null;
            updatedAt: string;
            author: {
              id: number | null;
              username: string;
            };
            /** @enum {string} */
            status: 'draft' | 'in_review' | 'changes_requested' | 'approved' | 'published';
            /** @enum {string} */
            visibility: 'private' | 'team';
            reviewers: {
              id: number | null;
              username: string;
            }[];
            approvedVersion: number | null;
            approvedBy: {
              id: number | null;
              username: string;
            } | null;
            approvedAt: string | null;
            publishedUrl: string | null;
            language: string | null;
            sources: {
              documentId: number;
              title: string;
              source: string;
              text: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1ListHistoryVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The versions, newest first */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "versions": [
           *         {
           *           "version": 2,
           *           "kind": "edited",
           *           "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *           "createdAt": "2026-12-01T10:15:00.000Z",
           *           "sources": []
           *         },
           *         {
           *           "version": 1,
           *           "kind": "generated",
           *           "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *           "createdAt": "2026-12-01T09:00:12.000Z",
           *           "sources": [
           *             {
           *               "documentId": 5,
           *               "title": "Price list 2027",
           *               "source": "price-list-2027.pdf",
           *               "text": "Acme Pro costs 49 euros a month per team and includes unlimited drafts."
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': {
            versions: {
              version: number;
              /** @enum {string} */
              kind: 'generated' | 'edited' | 'rewritten' | 'restored' | 'stopped';
              content: string;
              createdAt: string;
              sources: {
                documentId: number;
                title: string;
                source: string;
                text: string;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1SubmitForReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reviewerIds": [
         *         12
         *       ],
         *       "note": "Ready for Friday",
         *       "baseVersion": 3
         *     }
         */
        'application/json': {
          reviewerIds: number[];
          note?: string;
          baseVersion: number;
        };
      };
    };
    responses: {
      /** @description Submitted: the item in review */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "assistantType": "facebook",
           *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *       "formData": {
           *         "postTopic": "Our spring sale",
           *         "targetAudience": "Local families",
           *         "toneOfVoice": "casual"
           *       },
           *       "createdAt": "2026-12-01T09:00:12.000Z",
           *       "isFavorite": false,
           *       "revisionRequest": null,
           *       "sessionId": "api-3",
           *       "version": 3,
           *       "stopped": false,
           *       "revisedFrom": null,
           *       "updatedAt": "2026-12-01T10:15:00.000Z",
           *       "author": {
           *         "id": 7,
           *         "username": "maria"
           *       },
           *       "status": "in_review",
           *       "visibility": "private",
           *       "reviewers": [
           *         {
           *           "id": 12,
           *           "username": "jonas"
           *         }
           *       ],
           *       "approvedVersion": null,
           *       "approvedBy": null,
           *       "approvedAt": null,
           *       "publishedUrl": null,
           *       "language": "en",
           *       "sources": [
           *         {
           *           "documentId": 5,
           *           "title": "Price list 2027",
           *           "source": "price-list-2027.pdf",
           *           "text": "Acme Pro costs 49 euros a month per team and includes unlimited drafts."
           *         }
           *       ]
           *     }
           */
          'application/json': {
            id: number;
            /** @enum {string} */
            assistantType:
              | 'topic-generator'
              | 'lead-generator'
              | 'facebook'
              | 'linkedin2'
              | 'instagram'
              | 'blog'
              | 'newsletter'
              | 'retention-email'
              | 'insight-amplifier'
              | 'prospect-engagement'
              | 'website';
            content: string;
            formData: {
              [key: string]: unknown;
            };
            createdAt: string;
            isFavorite: boolean;
            revisionRequest: string | null;
            sessionId: string;
            version: number;
            stopped: boolean;
            revisedFrom: number | null;
            updatedAt: string;
            author: {
              id: number | null;
              username: string;
            };
            /** @enum {string} */
            status: 'draft' | 'in_review' | 'changes_requested' | 'approved' | 'published';
            /** @enum {string} */
            visibility: 'private' | 'team';
            reviewers: {
              id: number | null;
              username: string;
            }[];
            approvedVersion: number | null;
            approvedBy: {
              id: number | null;
              username: string;
            } | null;
            approvedAt: string | null;
            publishedUrl: string | null;
            language: string | null;
            sources: {
              documentId: number;
              title: string;
              source: string;
              text: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1DecideReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "decision": "approve",
         *       "version": 3
         *     }
         */
        'application/json': {
          /** @enum {string} */
          decision: 'approve' | 'request_changes';
          note?: string;
          version: number;
        };
      };
    };
    responses: {
      /** @description Decided: the item as it is now */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "assistantType": "facebook",
           *       "content": "Spring is here, and so are our best prices of the year! 🌷 Drop by this weekend.",
           *       "formData": {
           *         "postTopic": "Our spring sale",
           *         "targetAudience": "Local families",
           *         "toneOfVoice": "casual"
           *       },
           *       "createdAt": "2026-12-01T09:00:12.000Z",
           *       "isFavorite": false,
           *       "revisionRequest": null,
           *       "sessionId": "api-3",
           *       "version": 3,
           *       "stopped": false,
           *       "revisedFrom": null,
           *       "updatedAt": "2026-12-01T10:15:00.000Z",
           *       "author": {
           *         "id": 7,
           *         "username": "maria"
           *       },
           *       "status": "approved",
           *       "visibility": "private",
           *       "reviewers": [
           *         {
           *           "id": 12,
           *           "username": "jonas"
           *         }
           *       ],
           *       "approvedVersion": 3,
           *       "approvedBy": {
           *         "id": 12,
           *         "username": "jonas"
           *       },
           *       "approvedAt": "2026-12-01T11:00:00.000Z",
           *       "publishedUrl": null,
           *       "language": "en",
           *       "sources": [
           *         {
           *           "documentId": 5,
           *           "title": "Price list 2027",
           *           "source": "price-list-2027.pdf",
           *           "text": "Acme Pro costs 49 euros a month per team and includes unlimited drafts."
           *         }
           *       ]
           *     }
           */
          'application/json': {
            id: number;
            /** @enum {string} */
            assistantType:
              | 'topic-generator'
              | 'lead-generator'
              | 'facebook'
              | 'linkedin2'
              | 'instagram'
              | 'blog'
              | 'newsletter'
              | 'retention-email'
              | 'insight-amplifier'
              | 'prospect-engagement'
              | 'website';
            content: string;
            formData: {
              [key: string]: unknown;
            };
            createdAt: string;
            isFavorite: boolean;
            revisionRequest: string | null;
            sessionId: string;
            version: number;
            stopped: boolean;
            revisedFrom: number | null;
            updatedAt: string;
            author: {
              id: number | null;
              username: string;
            };
            /** @enum {string} */
            status: 'draft' | 'in_review' | 'changes_requested' | 'approved' | 'published';
            /** @enum {string} */
            visibility: 'private' | 'team';
            reviewers: {
              id: number | null;
              username: string;
            }[];
            approvedVersion: number | null;
            approvedBy: {
              id: number | null;
              username: string;
            } | null;
            approvedAt: string | null;
            publishedUrl: string | null;
            language: string | null;
            sources: {
              documentId: number;
              title: string;
              source: string;
              text: string;
            }[];
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1CreatePublication: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "destinationId": 2,
         *       "publishAt": "2026-12-01T09:00:00+01:00",
         *       "baseVersion": 3
         *     }
         */
        'application/json': {
          destinationId: number;
          publishAt?: string;
          baseVersion: number;
        };
      };
    };
    responses: {
      /** @description The publication this `Idempotency-Key` made before */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 9,
           *       "itemId": 42,
           *       "assistantType": "facebook",
           *       "title": "Our spring sale",
           *       "version": 3,
           *       "destination": {
           *         "id": 2,
           *         "name": "Company blog"
           *       },
           *       "status": "scheduled",
           *       "publishAt": "2026-12-01T08:00:00.000Z",
           *       "attempts": 0,
           *       "lastError": null,
           *       "url": null,
           *       "externalId": null,
           *       "createdBy": {
           *         "id": 7,
           *         "username": "maria"
           *       },
           *       "createdAt": "2026-11-30T16:00:00.000Z",
           *       "publishedAt": null
           *     }
           */
          'application/json': {
            id: number;
            itemId: number;
            /** @enum {string} */
            assistantType:
              | 'topic-generator'
              | 'lead-generator'
              | 'facebook'
              | 'linkedin2'
              | 'instagram'
              | 'blog'
              | 'newsletter'
              | 'retention-email'
              | 'insight-amplifier'
              | 'prospect-engagement'
              | 'website';
            title: string;
            version: number;
            destination: {
              id: number | null;
              name: string;
            };
            /** @enum {string} */
            status: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
            publishAt: string;
            attempts: number;
            lastError: string | null;
            url: string | null;
            externalId: string | null;
            createdBy: {
              id: number | null;
              username: string;
            };
            createdAt: string;
            publishedAt: string | null;
          };
        };
      };
      /** @description Published now, or scheduled at `publishAt` */
      201: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 9,
           *       "itemId": 42,
           *       "assistantType": "facebook",
           *       "title": "Our spring sale",
           *       "version": 3,
           *       "destination": {
           *         "id": 2,
           *         "name": "Company blog"
           *       },
           *       "status": "scheduled",
           *       "publishAt": "2026-12-01T08:00:00.000Z",
           *       "attempts": 0,
           *       "lastError": null,
           *       "url": null,
           *       "externalId": null,
           *       "createdBy": {
           *         "id": 7,
           *         "username": "maria"
           *       },
           *       "createdAt": "2026-11-30T16:00:00.000Z",
           *       "publishedAt": null
           *     }
           */
          'application/json': {
            id: number;
            itemId: number;
            /** @enum {string} */
            assistantType:
              | 'topic-generator'
              | 'lead-generator'
              | 'facebook'
              | 'linkedin2'
              | 'instagram'
              | 'blog'
              | 'newsletter'
              | 'retention-email'
              | 'insight-amplifier'
              | 'prospect-engagement'
              | 'website';
            title: string;
            version: number;
            destination: {
              id: number | null;
              name: string;
            };
            /** @enum {string} */
            status: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
            publishAt: string;
            attempts: number;
            lastError: string | null;
            url: string | null;
            externalId: string | null;
            createdBy: {
              id: number | null;
              username: string;
            };
            createdAt: string;
            publishedAt: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  v1ListPublications: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
        status?: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
        destinationId?: number;
        itemId?: number;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of publications by time; `nextCursor` loads the next one */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimit-Limit'];
          'RateLimit-Remaining': components['headers']['RateLimit-Remaining'];
          'RateLimit-Reset': components['headers']['RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": 9,
           *           "itemId": 42,
           *           "assistantType": "facebook",
           *           "title": "Our spring sale",
           *           "version": 3,
           *           "destination": {
           *             "id": 2,
           *             "name": "Company blog"
           *           },
           *           "status": "scheduled",
           *           "publishAt": "2026-12-01T08:00:00.000Z",
           *           "attempts": 0,
           *           "lastError": null,
           *           "url": null,
           *           "externalId": null,
           *           "createdBy": {
           *             "id": 7,
           *             "username": "maria"
           *           },
           *           "createdAt": "2026-11-30T16:00:00.000Z",
           *           "publishedAt": null
           *         }
           *       ],
           *       "nextCursor": null
           *     }
           */
          'application/json': {
            items: {
              id: number;
              itemId: number;
              /** @enum {string} */
              assistantType:
                | 'topic-generator'
                | 'lead-generator'
                | 'facebook'
                | 'linkedin2'
                | 'instagram'
                | 'blog'
                | 'newsletter'
                | 'retention-email'
                | 'insight-amplifier'
                | 'prospect-engagement'
                | 'website';
              title: string;
              version: number;
              destination: {
                id: number | null;
                name: string;
              };
              /** @enum {string} */
              status: 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
              publishAt: string;
              attempts: number;
              lastError: string | null;
              url: string | null;
              externalId: string | null;
              createdBy: {
                id: number | null;
                username: string;
              };
              createdAt: string;
              publishedAt: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      400: components['responses']['InvalidInput'];
      401: components['responses']['InvalidToken'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
}
