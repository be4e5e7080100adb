import BookOpen from 'lucide-react/icons/book-open';
import { defineAssistant } from '../define.js';

export const blog = defineAssistant({
  id: 'blog',
  displayName: 'Blog Article',
  pillLabel: 'Blog',
  heading: 'Blog Article Generator',
  defaultDescription:
    'Write SEO-optimized blog articles that explain technology and IT services to your audience',
  icon: BookOpen,
  webhookTab: { label: 'Blog', position: 4 },
  output: 'blog',
  customizationKeys: [
    'description',
    'topic_example',
    'audience_example',
    'keywords_example',
    'length_options',
    'content_type_options',
    'image_style_options',
    'visual_focus_options',
  ],
  form: () => import('./form.js').then((m) => m.blogForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
