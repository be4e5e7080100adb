/** The lead sources and business types: the form's choices and the values its schema allows. */
export const LEAD_DATA_SOURCES = [
  'google-maps',
  'yelp',
  'thomasnet',
  'facebook-pages',
  'angi',
  'yellow-pages',
  'linkedin',
] as const;

export const BUSINESS_TYPES = ['solo-operators', 'established-businesses'] as const;
