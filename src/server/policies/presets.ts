import { isAdmin, type Actor } from './actor.js';
import { deny, type Loaded, type Rule } from './authorize.js';

/** The parts of a preset row the rules look at (read within the request's company only). */
export interface PresetSubject {
  userId: number;
  shared: boolean;
}

export const PRESET_NOT_FOUND = 'Preset not found';
const ADMINS_SHARE = 'Only administrators can share a preset with the whole company';
const ADMINS_DELETE_SHARED = 'Only administrators can delete a shared preset';

export const presetPolicy = {
  /** Saving a preset for the whole company: admins and platform admins. */
  share: (actor: Actor) => (isAdmin(actor) ? true : deny(403, ADMINS_SHARE)),
  /**
   * Deleting: the owner; a shared one also an admin. Another user's private preset (and any
   * other company's, never loaded) reads as missing, with the message of an unknown id.
   */
  delete: ((actor, preset) => {
    if (!preset) return deny(404, PRESET_NOT_FOUND);
    if (preset.userId === actor.id) return true;
    if (!preset.shared) return deny(404, PRESET_NOT_FOUND);
    return isAdmin(actor) ? true : deny(403, ADMINS_DELETE_SHARED);
  }) satisfies Rule<Loaded<PresetSubject>>,
};
