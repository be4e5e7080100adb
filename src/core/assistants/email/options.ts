/** Client Engagement purposes: a fixed list (docs/product.md#forms), values are the labels. */
export const RETENTION_EMAIL_PURPOSES = [
  'Why Platinum: Highlight Our Value',
  'Team Member Spotlight',
  'Company Update',
  'Client Success Story',
  'Strategic Partnership Highlight',
  'Client Appreciation',
  'Behind-the-Scenes Insight',
  'General Relationship Touchpoint',
  'Other',
] as const;
