import { z } from 'zod/mini';
import { choice, minText, optionalFlag, optionalText } from '../schema-helpers.js';

/** The form's checks (docs/product.md#forms): loaded apart from the form (decision 054). */
export const schema = z.object({
  articleTopic: minText(10, 'Topic must be detailed (at least 10 characters)'),
  audience: minText(5, 'Audience must be specific (at least 5 characters)'),
  length: choice(),
  contentType: choice('Content type is required'),
  focusKeywords: minText(3, 'Focus keywords must be at least 3 characters'),
  referenceUrl: optionalText(),
  enableResearch: optionalFlag(),
  generateMetaDescription: optionalFlag(),
  generateTags: optionalFlag(),
  suggestUrlSlug: optionalFlag(),
  generateFocusKeywords: optionalFlag(),
  generateAIImage: optionalFlag(),
  // The blog's image lists are customisable (image_style_options, visual_focus_options).
  imageStyle: optionalText(),
  imageFocus: optionalText(),
});

export type BlogValues = z.infer<typeof schema>;
