import Newspaper from 'lucide-react/icons/newspaper';
import { defineAssistant } from '../define.js';

export const newsletter = defineAssistant({
  id: 'newsletter',
  displayName: 'Newsletter',
  pillLabel: 'Newsletter',
  heading: 'Newsletter Assistant',
  defaultDescription:
    'Create engaging email newsletters with subject lines, content sections and blog teasers',
  icon: Newspaper,
  webhookTab: 'data-only',
  output: 'newsletter',
  customizationKeys: [
    'description',
    'topic_example',
    'audience_example',
    'key_message_example',
    'call_to_action_example',
    'email_purpose_options',
    'length_options',
    'newsletter_section_options',
    'blog_teaser_length_options',
    // Listed for the newsletter by docs/product.md#customisation although its form has no image fields.
    'image_style_options',
    'visual_focus_options',
  ],
  form: () => import('./form.js').then((m) => m.newsletterForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
