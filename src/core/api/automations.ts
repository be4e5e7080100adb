import { z } from 'zod';
import { ASSISTANT_IDS, type AssistantId } from '../assistants/ids.js';

/** `GET /api/automations/n8n/{assistantId}.json`: the file name names the assistant. */
export const n8nWorkflowParamsSchema = z.object({
  file: z
    .string()
    .regex(
      new RegExp(`^(${ASSISTANT_IDS.join('|')})\\.json$`),
      'Unknown assistant: use {assistantId}.json, e.g. blog.json',
    ),
});

/** Whose webhooks the workflow is for: a company (operator staff: any), default the tenant. */
export const n8nWorkflowQuerySchema = z.object({
  companyId: z.string().trim().min(1).max(100).optional(),
});

export const assistantOfWorkflowFile = (file: string) => file.replace(/\.json$/, '') as AssistantId;

/** The download address, relative to the site (the client adds the `company` parameter). */
export function n8nWorkflowPath(assistantId: AssistantId, companyId?: string): string {
  const query = companyId ? `?companyId=${encodeURIComponent(companyId)}` : '';
  return `/api/automations/n8n/${assistantId}.json${query}`;
}
