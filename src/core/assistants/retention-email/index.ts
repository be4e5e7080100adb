import Handshake from 'lucide-react/icons/handshake';
import { defineAssistant } from '../define.js';

export const retentionEmail = defineAssistant({
  id: 'retention-email',
  displayName: 'Client Engagement',
  pillLabel: 'Client',
  heading: 'Client Engagement',
  defaultDescription:
    'Write relationship-building emails that keep your existing clients informed and engaged',
  icon: Handshake,
  webhookTab: { label: 'Client Engagement', position: 5 },
  output: 'text',
  customizationKeys: ['description', 'emphasis_example', 'cta_example', 'email_length_options'],
  form: () => import('../email/forms.js').then((m) => m.retentionEmailForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
