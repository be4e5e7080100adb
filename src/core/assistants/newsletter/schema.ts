import { z } from 'zod/mini';
import { isBlank } from '../field-helpers.js';
import { REQUIRED, choice, minText, optionalFlag, optionalText } from '../schema-helpers.js';

const BLOG_TOPIC_MESSAGE = 'Blog topic is required when blog content block is enabled';

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z
  .object({
    // docs/product.md#forms gives these no message of their own: the generic default messages apply.
    newsletterTopic: minText(10),
    targetAudience: minText(5),
    emailPurpose: choice(),
    keyMessage: minText(10),
    supportingPoints: optionalText(),
    callToAction: optionalText(),
    generateSubjectLines: optionalFlag(),
    subjectLine: optionalText(),
    previewText: optionalText(),
    length: choice(),
    newsletterSection: choice(),
    includeLink: optionalText(),
    enableResearch: optionalFlag(),
    generateVariations: optionalFlag(),
    includeSections: z.optional(
      z.object({
        companyNews: optionalFlag(),
        productUpdates: optionalFlag(),
        customerSpotlight: optionalFlag(),
        industryInsights: optionalFlag(),
        upcomingEvents: optionalFlag(),
        all: optionalFlag(),
      }),
    ),
    includeBlogBlock: optionalFlag(),
    blogTopic: optionalText(),
    blogReferenceUrl: optionalText(),
    blogTeaserLength: optionalText(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.generateSubjectLines && isBlank(values.subjectLine)) {
        ctx.addIssue({ code: 'custom', path: ['subjectLine'], message: REQUIRED });
      }
      if (values.includeBlogBlock && (values.blogTopic ?? '').trim().length < 10) {
        ctx.addIssue({ code: 'custom', path: ['blogTopic'], message: BLOG_TOPIC_MESSAGE });
      }
    }),
  );

export type NewsletterValues = z.infer<typeof schema>;
