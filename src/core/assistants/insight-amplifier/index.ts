import Sparkles from 'lucide-react/icons/sparkles';
import { defineAssistant } from '../define.js';

export const insightAmplifier = defineAssistant({
  id: 'insight-amplifier',
  displayName: 'Insight Amplifier',
  pillLabel: 'Insight',
  heading: 'Insight Amplifier',
  defaultDescription:
    'Turn IT best practices and policies into clear, value-driven emails for your clients',
  icon: Sparkles,
  webhookTab: { label: 'Insight', position: 6 },
  output: 'text',
  customizationKeys: [
    'description',
    'emphasis_example',
    'cta_example',
    'email_purpose_options',
    'email_length_options',
  ],
  form: () => import('../email/forms.js').then((m) => m.insightAmplifierForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
