import type { AssistantSample } from '../types.js';
import type { BlogValues } from './schema.js';

/** The Blog Article assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<BlogValues> = {
  texts: {
    displayName: 'Blog Article',
    pillLabel: 'Blog',
    cardTitle: 'Blog Article Details',
    submitLabel: 'Generate Article',
  },
  required: {
    articleTopic: 'Backups that survive ransomware',
    audience: 'Dental office owners',
    contentType: 'how-to',
    focusKeywords: 'ransomware backups',
  },
  form: {
    articleTopic: 'How to survive ransomware with good backups',
    audience: 'Owners of accounting firms',
    length: 'Medium (1000 words)',
    contentType: 'how-to',
    focusKeywords: 'ransomware, backups',
    referenceUrl: '  https://example.com/report  ',
    enableResearch: true,
    generateTags: false,
    generateAIImage: true,
    imageStyle: 'auto',
    imageFocus: 'auto',
  },
  demoForm: {
    articleTopic: 'Ransomware recovery planning',
    audience: 'Healthcare administrators',
    length: 'Long (1500+ words)',
    contentType: 'how-to',
    focusKeywords: 'ransomware recovery, backup testing',
    generateAIImage: true,
  },
};
