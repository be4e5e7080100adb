import Lightbulb from 'lucide-react/icons/lightbulb';
import { defineAssistant } from '../define.js';

export const topicGenerator = defineAssistant({
  id: 'topic-generator',
  displayName: 'Topic Generator',
  pillLabel: 'Topics',
  heading: 'Topic Generator',
  defaultDescription:
    'Discover timely content topics for your IT services marketing, ready for every platform',
  icon: Lightbulb,
  webhookTab: { label: 'Topics', position: 7 },
  output: 'topics',
  customizationKeys: [
    'description',
    'industry_focus_example',
    'business_context_example',
    'timeframe_options',
    'content_approach_options',
    'topic_count_options',
    'content_platforms_options',
  ],
  form: () => import('./form.js').then((m) => m.topicGeneratorForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
