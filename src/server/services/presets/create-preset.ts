import type { CreatePresetInput } from '@core/api/presets.js';
import { getAssistant } from '@core/assistants/catalogue.js';
import type { AuthUser } from '../../auth/current-user.js';
import type { Db } from '../../db/connection.js';
import { presets } from '../../db/schema.js';
import type { Company } from '../../tenancy/companies.js';
import { isAssistantEnabled } from '../assistant-access.js';
import { conflict, forbidden } from '../domain-error.js';
import { parseFormValues } from '../generations/form-values.js';
import type { PresetRow } from './list-presets.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';

export interface CreatePresetOptions {
  /** The request's company (the tenant): the preset is kept there. */
  company: Pick<Company, 'id' | 'slug' | 'assistantCustomization'>;
  user: AuthUser;
  body: CreatePresetInput;
  audit: AuditContext;
}

/**
 * Saves the user's form inputs under a name; whether the user may share it is the route's
 * question (`presetPolicy.share`), asked first. Then, in order: the assistant must be enabled for
 * the company (403, as a generation is refused); the inputs must pass the assistant's form rules
 * with the company's customisation (400 naming the field, as `POST /api/generate` answers); the
 * name must be free among the user's presets of the assistant, whatever its case (409; the
 * unique index decides, so two saves at once cannot both take it).
 */
export async function createPreset(db: Db, opts: CreatePresetOptions): Promise<PresetRow> {
  const { company, user, body } = opts;
  const assistant = getAssistant(body.assistantType);
  if (!(await isAssistantEnabled(db, company.id, assistant.id))) {
    throw forbidden(`The ${assistant.displayName} assistant is not enabled for your company.`);
  }
  const values = parseFormValues(
    assistant,
    body.formData,
    'formData',
    company.assistantCustomization,
  );
  const [row] = await db.transaction(async (tx) => {
    const created = await tx
      .insert(presets)
      .values({
        companyId: company.id,
        userId: user.id,
        assistantType: assistant.id,
        name: body.name,
        formData: values,
        // The lead generator writes no text: it has no language to keep.
        language: assistant.payload === 'form-only' ? null : (body.language ?? null),
        shared: body.shared,
      })
      .onConflictDoNothing()
      .returning();
    // A shared preset is the company's: its creation is an admin change.
    if (created[0]?.shared) {
      await writeAudit(tx, opts.audit, {
        company,
        action: 'preset.share',
        target: { type: 'preset', id: created[0].id, label: body.name },
        changes: {
          assistantType: { from: null, to: assistant.id },
          shared: { from: null, to: true },
        },
      });
    }
    return created;
  });
  if (!row) {
    throw conflict(
      `You already have a ${assistant.displayName} preset named "${body.name}". ` +
        'Please choose another name.',
    );
  }
  return row;
}
