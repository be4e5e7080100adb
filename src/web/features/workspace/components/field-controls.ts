import { listFields } from '@core/assistants/form-helpers.js';
import type { AssistantForm, FieldDescriptor } from '@core/assistants/types.js';
import { lazyNamed } from '../../../lib/lazy-named.js';

/**
 * The controls of kinds few forms have (sliders, radio groups, switches: Radix primitives of
 * about 7 kB compressed, used by the lead generator and the newsletter) load with a form that
 * has them, not with every form (decision 054). Whoever draws a form waits for them with it
 * (`loadFieldControls`: the workspace, the server's first paint), so the form draws them at
 * once, never a fallback.
 */
export const SliderFieldControl = lazyNamed(
  () => import('./fields/slider-field.js'),
  'SliderFieldControl',
);
export const NumberFieldControl = lazyNamed(
  () => import('./fields/slider-field.js'),
  'NumberFieldControl',
);
export const RadioFieldControl = lazyNamed(
  () => import('./fields/radio-field.js'),
  'RadioFieldControl',
);
export const SwitchFieldControl = lazyNamed(
  () => import('./fields/switch-field.js'),
  'SwitchFieldControl',
);

interface LoadedApart {
  preload: () => Promise<void>;
  loaded: () => unknown;
}

const LOADED_APART: Partial<Record<FieldDescriptor['kind'], LoadedApart>> = {
  slider: SliderFieldControl,
  number: NumberFieldControl,
  radio: RadioFieldControl,
  switch: SwitchFieldControl,
};

const apart = (form: Pick<AssistantForm, 'fields'>) =>
  listFields(form).flatMap((field) => LOADED_APART[field.kind] ?? []);

/** Loads the controls `form` needs beyond the common ones; at once when it needs none. */
export function loadFieldControls(form: Pick<AssistantForm, 'fields'>): Promise<void> {
  return Promise.all(apart(form).map((control) => control.preload())).then(() => undefined);
}

/** Whether `form` can be drawn without waiting for a control. */
export function fieldControlsLoaded(form: Pick<AssistantForm, 'fields'>): boolean {
  return apart(form).every((control) => control.loaded() !== undefined);
}
