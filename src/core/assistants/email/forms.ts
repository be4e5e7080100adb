import { isOtherPurpose, labelOptions, recordOptions } from '../field-helpers.js';
import type { AssistantForm, FieldOption, FormSchema } from '../types.js';
import { RETENTION_EMAIL_PURPOSES } from './options.js';
import type { EmailValues } from './schemas.js';

export type { EmailValues };

const INSIGHT_EMAIL_PURPOSE_OPTIONS = labelOptions([
  'Cybersecurity Best Practice',
  'IT Policy or Standards Reinforcement',
  'Technology Lifecycle or Refresh Planning',
  'Backup & Disaster Recovery Awareness',
  'Cloud Strategy or SaaS Optimization',
  'Compliance & Risk Management',
  'Productivity & Collaboration Tools',
  'Strategic IT Alignment',
  'Other',
]);

const PROSPECT_EMAIL_PURPOSE_OPTIONS = recordOptions({
  'welcome-first-contact': 'Welcome / First Contact',
  'educational-follow-up': 'Educational Follow-Up',
  'case-study-highlight': 'Case Study Highlight',
  'webinar-invitation': 'Webinar Invitation',
  'trust-building': 'Trust Building',
  'newsletter-update': 'Newsletter Update',
  other: 'Other',
});

const EMAIL_LENGTH_OPTIONS = labelOptions(['Short', 'Medium', 'Long']);

interface EmailAssistantOptions {
  cardTitle: string;
  purposes: readonly FieldOption[];
  /** Whether a company may replace the purpose list (email_purpose_options). */
  purposesCustomizable: boolean;
  schema: FormSchema<EmailValues>;
  keyMessagePlaceholder: string;
  callToActionPlaceholder: string;
}

function emailAssistant(o: EmailAssistantOptions): AssistantForm<EmailValues> {
  return {
    cardTitle: o.cardTitle,
    submitLabel: 'Generate Email',
    fields: [
      {
        kind: 'select',
        name: 'emailPurpose',
        label: 'Email Purpose',
        required: true,
        placeholder: 'Select the purpose of this email',
        options: o.purposes,
        ...(o.purposesCustomizable ? { optionsKey: 'email_purpose_options' as const } : {}),
      },
      {
        kind: 'text',
        name: 'otherPurpose',
        label: 'Other Purpose',
        required: true,
        placeholder: 'Describe the purpose of this email',
        visibleWhen: (values) => isOtherPurpose(values.emailPurpose),
      },
      {
        kind: 'textarea',
        name: 'keyMessage',
        label: 'Key Message',
        rows: 3,
        required: true,
        hint: 'What do you want to emphasize?',
        placeholder: o.keyMessagePlaceholder,
        exampleKey: 'emphasis_example',
      },
      {
        kind: 'select',
        name: 'length',
        label: 'Email Length Preference',
        options: EMAIL_LENGTH_OPTIONS,
        optionsKey: 'email_length_options',
      },
      {
        kind: 'text',
        name: 'callToAction',
        label: 'Next Step or Call to Action (Optional)',
        placeholder: o.callToActionPlaceholder,
        exampleKey: 'cta_example',
      },
    ],
    defaults: {
      emailPurpose: '',
      otherPurpose: '',
      keyMessage: '',
      length: 'Medium',
      callToAction: '',
    },
    schema: o.schema,
    transform: (values) => ({ ...values }),
  };
}

export const retentionEmailForm = emailAssistant({
  cardTitle: 'Client Engagement',
  purposes: labelOptions(RETENTION_EMAIL_PURPOSES),
  purposesCustomizable: false,
  schema: () => import('./schemas.js').then((m) => m.retentionSchema),
  keyMessagePlaceholder:
    'e.g., Our help desk resolved 98% of tickets on first contact this quarter',
  callToActionPlaceholder: 'e.g., Reply to schedule your annual technology review',
});

export const insightAmplifierForm = emailAssistant({
  cardTitle: 'Insight Amplifier',
  purposes: INSIGHT_EMAIL_PURPOSE_OPTIONS,
  purposesCustomizable: true,
  schema: () => import('./schemas.js').then((m) => m.freeSchema),
  keyMessagePlaceholder: 'e.g., Why every staff member needs multi-factor authentication by June',
  callToActionPlaceholder: 'e.g., Book a 15-minute security check-in',
});

export const prospectEngagementForm = emailAssistant({
  cardTitle: 'Prospect Engagement',
  purposes: PROSPECT_EMAIL_PURPOSE_OPTIONS,
  purposesCustomizable: true,
  schema: () => import('./schemas.js').then((m) => m.freeSchema),
  keyMessagePlaceholder: 'e.g., How we cut downtime by 40% for a firm like theirs',
  callToActionPlaceholder: 'e.g., Schedule a free network assessment',
});
