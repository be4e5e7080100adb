import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { defineAssistant } from '../define.js';

export const facebook = defineAssistant({
  id: 'facebook',
  displayName: 'Facebook',
  pillLabel: 'Facebook',
  heading: 'Facebook Post Generator',
  defaultDescription: 'Generate engaging Facebook posts about IT security and support services',
  icon: ThumbsUp,
  webhookTab: { label: 'Facebook', position: 1 },
  editAs: 'plain-text',
  output: 'text',
  characterLimit: { platform: 'Facebook', limit: 63_206 },
  customizationKeys: ['description', 'topic_example', 'audience_example', 'tone_options'],
  form: () => import('./form.js').then((m) => m.facebookForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
