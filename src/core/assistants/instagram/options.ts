/** The brand elements a post may show: the form's choices and the values its schema allows. */
export const BRAND_ELEMENTS = ['logo', 'colors', 'website', 'tagline'] as const;
