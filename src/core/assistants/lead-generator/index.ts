import Search from 'lucide-react/icons/search';
import { defineAssistant } from '../define.js';

export const leadGenerator = defineAssistant({
  id: 'lead-generator',
  displayName: 'Lead Generator',
  pillLabel: 'Leads',
  heading: 'Lead Generator',
  defaultDescription:
    'Find local businesses that match your ideal client and score them as qualified leads',
  icon: Search,
  webhookTab: 'none',
  output: 'leads',
  revisable: false,
  longRunning: true,
  payload: 'form-only',
  layout: 'results-below',
  customizationKeys: ['description', 'keywords_example'],
  form: () => import('./form.js').then((m) => m.leadGeneratorForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  sample: () => import('./sample.server.js').then((m) => m.sample),
});
