import type { UseFormReturn } from 'react-hook-form';
import type { SettingsFormInput, SettingsFormOutput } from '../settings-form-values.js';

export type SettingsForm = UseFormReturn<SettingsFormInput, unknown, SettingsFormOutput>;
