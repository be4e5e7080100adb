import { z } from 'zod';
import { assistantTypeSchema } from './generate.js';

/**
 * Review (docs/product.md#review): an item's status and who reviews it, comments on passages,
 * the timeline, the inbox and notifications. Shared by the server's routes and the client.
 */

export const REVIEW_STATUSES = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'published',
] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES, {
  error: `status must be one of ${REVIEW_STATUSES.join(', ')}`,
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const VISIBILITIES = ['private', 'team'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** A user as another user sees them in review: id and name ("Deleted user" once gone). */
export const personSchema = z.object({ id: z.number().nullable(), username: z.string() });
export type Person = z.infer<typeof personSchema>;

export const DELETED_USER = 'Deleted user';

export const MAX_REVIEWERS = 5;
export const MAX_REVIEW_NOTE = 2_000;
export const MAX_COMMENT_BODY = 5_000;

export const CHOOSE_REVIEWERS = 'Choose reviewers from your company';
export const OWN_TEXT = 'You cannot review your own text';
export const SAY_WHAT_SHOULD_CHANGE = 'Say what should change';
export const EDITED_AFTER_APPROVAL = 'Edited after approval: submit it again for review';
export const COMMENT_NOT_FOUND = 'Comment not found';

const wholeNumber = (name: string, min = 1) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be a whole number`);

const noteSchema = z
  .string({ error: 'The note must be text' })
  .trim()
  .max(
    MAX_REVIEW_NOTE,
    `The note must be at most ${MAX_REVIEW_NOTE.toLocaleString('en')} characters`,
  );

/** `POST /api/history/{id}/review`. */
export const submitReviewSchema = z.object({
  reviewerIds: z
    .array(wholeNumber('Each reviewer'), { error: 'reviewerIds must be a list of user ids' })
    .min(1, `Choose 1 to ${MAX_REVIEWERS} reviewers`)
    .max(MAX_REVIEWERS, `Choose 1 to ${MAX_REVIEWERS} reviewers`),
  note: noteSchema.optional(),
  baseVersion: wholeNumber('baseVersion'),
});
export type SubmitReview = z.infer<typeof submitReviewSchema>;

/** `POST /api/history/{id}/decision`. */
export const reviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'request_changes'], {
    error: 'decision must be approve or request_changes',
  }),
  note: noteSchema.optional(),
  version: wholeNumber('version'),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** `PUT /api/history/{id}/visibility`. */
export const visibilitySchema = z.object({
  visibility: z.enum(VISIBILITIES, { error: 'visibility must be private or team' }),
});

/* ---- Comments ---- */

const commentBody = z
  .string({ error: 'The comment must be text' })
  .trim()
  .min(1, 'Write a comment')
  .max(
    MAX_COMMENT_BODY,
    `A comment must be at most ${MAX_COMMENT_BODY.toLocaleString('en')} characters`,
  );

/** Where a comment sits in the text: the passage `start`..`end` (characters), which quoted. */
const commentAnchorInputSchema = z
  .object({
    start: wholeNumber('anchor.start', 0),
    end: wholeNumber('anchor.end', 1),
    quote: z
      .string({ error: 'anchor.quote must be text' })
      .min(1, 'anchor.quote is empty')
      .max(5_000),
  })
  .refine((anchor) => anchor.end > anchor.start, {
    message: 'anchor.end must be after anchor.start',
    path: ['end'],
  });

export const createCommentSchema = z.object({
  body: commentBody,
  parentId: wholeNumber('parentId').optional(),
  anchor: commentAnchorInputSchema.optional(),
});
export type CreateComment = z.infer<typeof createCommentSchema>;

export const editCommentSchema = z.object({ body: commentBody });

export const commentSchema = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  author: personSchema,
  body: z.string(),
  /** Null: on the whole text. `outdated`: the quote is no longer in the text. */
  anchor: z
    .object({ start: z.number(), end: z.number(), quote: z.string(), outdated: z.boolean() })
    .nullable(),
  resolved: z.boolean(),
  resolvedBy: personSchema.nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Threads in text order (by anchor, whole-text ones first), then the outdated ones. */
export const commentListSchema = z.object({ comments: z.array(commentSchema) });

export const commentParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'History item not found')
    .transform(Number),
  commentId: z
    .string()
    .regex(/^\d{1,9}$/, COMMENT_NOT_FOUND)
    .transform(Number),
});

/* ---- Timeline ---- */

const TIMELINE_KINDS = [
  'generated',
  'version',
  'submitted',
  'comment',
  'changes_requested',
  'approved',
  'back_to_draft',
  'published',
] as const;

const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  by: personSchema.nullable(),
  /** `version`: the version's kind (edited, rewritten, restored); null otherwise. */
  versionKind: z.string().nullable(),
  /** `version`, `approved`, `back_to_draft`: the version; null otherwise. */
  version: z.number().nullable(),
  /** `submitted`: the reviewers named. */
  reviewers: z.array(personSchema),
  /** The submission's or decision's note, the comment's text, or where it was published. */
  note: z.string().nullable(),
  /** `published`: the address of the published text, when the destination gave one. */
  url: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export const timelineSchema = z.object({ entries: z.array(timelineEntrySchema) });

/* ---- The inbox ---- */

const REVIEW_BOXES = ['to-review', 'submitted', 'all'] as const;
export type ReviewBox = (typeof REVIEW_BOXES)[number];

const REVIEW_PAGE_MAX = 100;
const REVIEW_LIMIT = `The limit must be a whole number from 1 to ${REVIEW_PAGE_MAX}`;

export const reviewInboxQuerySchema = z.object({
  box: z
    .enum(REVIEW_BOXES, { error: `box must be one of ${REVIEW_BOXES.join(', ')}` })
    .default('to-review'),
  status: reviewStatusSchema.optional(),
  cursor: z
    .string()
    .max(200, 'The cursor is not valid')
    .regex(/^[\w-]+$/, 'The cursor is not valid')
    .optional(),
  limit: z.coerce
    .number({ error: REVIEW_LIMIT })
    .int(REVIEW_LIMIT)
    .min(1, REVIEW_LIMIT)
    .max(REVIEW_PAGE_MAX, REVIEW_LIMIT)
    .default(20),
});

const reviewInboxEntrySchema = z.object({
  id: z.number(),
  assistantType: assistantTypeSchema,
  /** The form's title or topic, else the text's first line (plain, at most 120 characters). */
  title: z.string(),
  author: personSchema,
  status: reviewStatusSchema,
  version: z.number(),
  /** When the status last changed. */
  changedAt: z.string(),
});
export type ReviewInboxEntry = z.infer<typeof reviewInboxEntrySchema>;

export const reviewInboxPageSchema = z.object({
  items: z.array(reviewInboxEntrySchema),
  nextCursor: z.string().nullable(),
  /** Items waiting for the signed-in user's review (the sidebar's number). */
  waiting: z.number(),
});

/* ---- Notifications ---- */

const NOTIFICATION_KINDS = [
  'review_requested',
  'changes_requested',
  'approved',
  'comment',
  'reply',
  'mention',
  'published',
  'publish_failed',
  'endpoint_turned_off',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Null for what is not about an item (an event endpoint turned off: the excerpt says which). */
  historyId: z.number().nullable(),
  /** The item's assistant: the workspace opens the item at its address (`?item=`). */
  assistantType: assistantTypeSchema.nullable(),
  commentId: z.number().nullable(),
  actor: personSchema.nullable(),
  /** The item's title (as in the inbox) and a line of what was said, plain text. */
  title: z.string(),
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  cursor: reviewInboxQuerySchema.shape.cursor,
  limit: reviewInboxQuerySchema.shape.limit,
});

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number(),
});

export const markReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z.object({ ids: z.array(wholeNumber('Each id')).min(1, 'ids is empty').max(500) }).strict(),
  ],
  { error: 'Send {ids: [...]} or {all: true}' },
);

export const notificationSettingsSchema = z.object({
  email: z.boolean({ error: 'email must be true or false' }),
});

/** What the notifications stream sends: the unread count, and the new notification if any. */
export const notificationEventSchema = z.object({
  unread: z.number(),
  notification: notificationSchema.nullable(),
});
