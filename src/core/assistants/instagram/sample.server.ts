import type { AssistantSample } from '../types.js';
import type { InstagramValues } from './schema.js';

/** The Instagram assistant's samples for tests and benches (server only). */
export const sample: AssistantSample<InstagramValues> = {
  texts: {
    displayName: 'Instagram',
    pillLabel: 'Instagram',
    cardTitle: 'Instagram Post Details',
    submitLabel: 'Generate Post',
  },
  required: {
    postTopic: 'Phishing red flags',
    targetAudience: 'Office staff',
    visualDetails: 'Bold blue and white, friendly',
  },
  form: {
    postTopic: 'Backup tips',
    targetAudience: 'Shop owners',
    contentFormat: 'carousel',
    visualApproach: 'infographic',
    visualDetails: 'Blue and white slides',
    toneOfVoice: 'educational',
    hashtagStrategy: 'balanced',
    callToAction: 'save-post',
    brandElements: ['logo', 'website'],
    captionLength: 'short',
  },
  demoForm: {
    postTopic: 'Meet our help desk team',
    targetAudience: 'local businesses',
    contentFormat: 'reel-concept',
    hashtagStrategy: 'maximum',
    callToAction: 'dm-us',
    captionLength: 'long',
    brandElements: ['logo', 'colors'],
  },
};
