import Mail from 'lucide-react/icons/mail';
import { defineAssistant } from '../define.js';

export const prospectEngagement = defineAssistant({
  id: 'prospect-engagement',
  displayName: 'Prospect Engagement',
  pillLabel: 'Prospect',
  heading: 'Prospect Engagement',
  defaultDescription:
    'Write nurturing emails that build trust with prospects and move them toward a conversation',
  icon: Mail,
  webhookTab: { label: 'Prospect', position: 9 },
  output: 'text',
  customizationKeys: [
    'description',
    'emphasis_example',
    'cta_example',
    'email_purpose_options',
    'email_length_options',
  ],
  form: () => import('../email/forms.js').then((m) => m.prospectEngagementForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
