import { optionsFrom } from './field-helpers.js';

/** AI image styles of the image-capable forms (docs/product.md#assistants). */
export const IMAGE_STYLES = [
  'auto',
  'photorealistic',
  'illustration',
  'infographic',
  'hybrid',
] as const;

export const IMAGE_STYLE_OPTIONS = optionsFrom(IMAGE_STYLES, {
  auto: 'Auto (AI decides)',
  photorealistic: 'Photorealistic',
  illustration: 'Illustration',
  infographic: 'Infographic',
  hybrid: 'Hybrid',
});

/** 'auto' lets the AI decide: the webhook gets an empty value instead (docs/product.md#submit-payloads). */
export function autoToEmpty(value: unknown): unknown {
  return value === 'auto' ? '' : value;
}
