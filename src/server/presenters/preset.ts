import type { Preset } from '@core/api/presets.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { PresetRow } from '../services/presets/list-presets.js';

/** The fields of a preset that leave the server (no company id), with who saved it. */
export function presentPreset(row: PresetRow, createdBy: Preset['createdBy']): Preset {
  return {
    id: row.id,
    name: row.name,
    // Rows are read and written for a known assistant type only.
    assistantType: row.assistantType as AssistantId,
    formData: row.formData,
    language: row.language,
    shared: row.shared,
    createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
