import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import { N8nWorkflowLink } from '../../../components/n8n-workflow-link.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';

/** The ready-made n8n workflows, one download per assistant, for these webhooks. */
export function N8nWorkflowsCard({ companyId }: { companyId?: string }) {
  return (
    <Card data-testid="n8n-workflows">
      <CardHeader>
        <CardTitle asChild>
          <h2>Ready-made n8n workflows</h2>
        </CardTitle>
        <CardDescription>
          Each file is an n8n workflow answering one assistant. Import it in n8n (Workflows → Import
          from file), set its credentials, publish it, then enter its production webhook URL and API
          key above.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {ASSISTANT_IDS.map((id) => (
          <N8nWorkflowLink key={id} assistantId={id} companyId={companyId} short />
        ))}
      </CardContent>
    </Card>
  );
}
