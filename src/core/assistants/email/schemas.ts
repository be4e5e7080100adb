import { z } from 'zod/mini';
import { isBlank, isOtherPurpose } from '../field-helpers.js';
import { MESSAGES, REQUIRED, choice, minText, oneOf, optionalText } from '../schema-helpers.js';
import { RETENTION_EMAIL_PURPOSES } from './options.js';

/** The email forms' checks (docs/product.md#forms): loaded apart from the forms (decision 054). */
const emailFields = {
  otherPurpose: optionalText(),
  keyMessage: minText(10, MESSAGES.emphasisDetail),
  length: choice(),
  callToAction: optionalText(),
};

/** One schema shape for the three email forms; only the purpose check differs. */
function emailSchema(emailPurpose: z.ZodMiniType<string, string>) {
  return z.object({ emailPurpose, ...emailFields }).check(
    z.superRefine((values, ctx) => {
      if (isOtherPurpose(values.emailPurpose) && isBlank(values.otherPurpose)) {
        ctx.addIssue({ code: 'custom', path: ['otherPurpose'], message: REQUIRED });
      }
    }),
  );
}

export const freeSchema = emailSchema(choice(MESSAGES.emailPurposeRequired));
export const retentionSchema = emailSchema(
  oneOf(RETENTION_EMAIL_PURPOSES, MESSAGES.emailPurposeRequired),
);

export type EmailValues = z.infer<typeof freeSchema>;
