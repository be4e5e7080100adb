import Globe from 'lucide-react/icons/globe';
import { defineAssistant } from '../define.js';

export const website = defineAssistant({
  id: 'website',
  displayName: 'Website Content',
  pillLabel: 'Website',
  heading: 'Website Content Generator',
  defaultDescription:
    'Create clear, persuasive website copy that turns visitors into customers for your IT services',
  icon: Globe,
  webhookTab: { label: 'Website', position: 8 },
  output: 'text',
  customizationKeys: [
    'description',
    'page_topic_example',
    'audience_example',
    'page_purpose_example',
    'call_to_action_example',
    'word_count_options',
  ],
  form: () => import('./form.js').then((m) => m.websiteForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
