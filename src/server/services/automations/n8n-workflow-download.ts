import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { workflowJson } from '../../automations/n8n/workflow.js';

interface DownloadOptions {
  assistantId: AssistantId;
  /** The company whose webhooks the workflow answers (the platform: the defaults). */
  companyId: string;
  /** Copydesk's address as other tools reach it. */
  publicUrl: string;
}

/**
 * The path of a company's workflow: `copydesk-<assistant>` for the platform defaults, and
 * `copydesk-<company>-<assistant>` for a company's own, so one n8n can serve several companies.
 */
function n8nWebhookPath(assistantId: AssistantId, companyId: string): string {
  return companyId === PLATFORM_COMPANY_ID
    ? `copydesk-${assistantId}`
    : `copydesk-${companyId}-${assistantId}`;
}

/** The ready-made n8n workflow of one assistant, with its path and Copydesk's address. */
export function n8nWorkflowDownload(options: DownloadOptions): { fileName: string; json: string } {
  const path = n8nWebhookPath(options.assistantId, options.companyId);
  return {
    fileName: `${path}.json`,
    json: workflowJson(options.assistantId, { path, publicUrl: options.publicUrl }),
  };
}
