import type { FormValues } from '../../../core/assistants/types.js';
import type { AssistantId } from '../../../core/assistants/ids.js';
import type { AppContext } from '../../context.js';
import { historyItems } from '../../db/schema.js';
import type { Caller } from './webhook-body.js';

/**
 * Keeps a successful generation or revision: a history item (awaited, its id is answered) and
 * a `content_generation` activity event (recorded in the background).
 */
export async function saveResult(
  ctx: AppContext,
  caller: Caller,
  item: {
    assistantType: AssistantId;
    content: string;
    formData: FormValues;
    revisionRequest?: string;
  },
): Promise<number> {
  const [row] = await ctx.db
    .insert(historyItems)
    .values({
      companyId: caller.company.id,
      userId: caller.user.id,
      assistantType: item.assistantType,
      content: item.content,
      formData: item.formData,
      revisionRequest: item.revisionRequest ?? null,
      sessionId: caller.sessionId,
    })
    .returning({ id: historyItems.id });
  const revision = item.revisionRequest !== undefined;
  ctx.activity.record({
    companyId: caller.company.id,
    userId: caller.user.id,
    username: caller.user.username,
    action: 'content_generation',
    details: revision
      ? { assistantType: item.assistantType, revision: true }
      : { assistantType: item.assistantType },
  });
  return row.id;
}
