import Camera from 'lucide-react/icons/camera';
import { defineAssistant } from '../define.js';

export const instagram = defineAssistant({
  id: 'instagram',
  displayName: 'Instagram',
  pillLabel: 'Instagram',
  heading: 'Instagram Content Generator',
  defaultDescription:
    'Create scroll-stopping Instagram captions, hashtags and visual ideas for your IT services',
  icon: Camera,
  webhookTab: { label: 'Instagram', position: 3 },
  editAs: 'plain-text',
  output: 'text',
  characterLimit: { platform: 'Instagram', limit: 2_200 },
  customizationKeys: [
    'description',
    'topic_example',
    'audience_example',
    'content_format_options',
    'visual_approach_options',
    'tone_options',
    'hashtag_strategy_options',
    'call_to_action_options',
    'caption_length_options',
  ],
  form: () => import('./form.js').then((m) => m.instagramForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
