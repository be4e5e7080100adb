/** The image focuses of a post: the form's choices and the values its schema allows. */
export const LINKEDIN_IMAGE_FOCUSES = [
  'auto',
  'people',
  'workspace',
  'conceptual',
  'process',
  'results',
] as const;
