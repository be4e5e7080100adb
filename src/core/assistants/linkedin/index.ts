import Briefcase from 'lucide-react/icons/briefcase';
import { defineAssistant } from '../define.js';

export const linkedin = defineAssistant({
  id: 'linkedin2',
  displayName: 'LinkedIn',
  pillLabel: 'LinkedIn',
  heading: 'LinkedIn Post Generator',
  defaultDescription:
    'Create professional LinkedIn posts that build authority and engage IT decision-makers',
  icon: Briefcase,
  webhookTab: { label: 'LinkedIn', position: 2 },
  editAs: 'plain-text',
  output: 'linkedin',
  characterLimit: { platform: 'LinkedIn', limit: 3_000 },
  customizationKeys: [
    'description',
    'topic_example',
    'audience_example',
    'content_purpose_options',
    'tone_options',
    'link_cta_options',
  ],
  form: () => import('./form.js').then((m) => m.linkedinForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
