import { Download } from 'lucide-react';
import { n8nWorkflowPath } from '@core/api/automations.js';
import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import { withCompany } from '../lib/api.js';
import { Button } from './ui/button.js';

interface N8nWorkflowLinkProps {
  assistantId: AssistantId;
  /** The company whose webhooks the workflow answers; default: the current company. */
  companyId?: string;
  /** Show only the assistant's name (in a list of all eleven). */
  short?: boolean;
}

/** Downloads the ready-made n8n workflow of an assistant (admins; the server checks). */
export function N8nWorkflowLink({ assistantId, companyId, short }: N8nWorkflowLinkProps) {
  const name = ASSISTANT_ENTRIES[assistantId].displayName;
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={withCompany(n8nWorkflowPath(assistantId, companyId))}
        download
        aria-label={`Download the n8n workflow for ${name}`}
      >
        <Download aria-hidden />
        {short ? name : 'Download n8n workflow'}
      </a>
    </Button>
  );
}
