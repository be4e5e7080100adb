import { describe, expect, it } from 'vitest';
import { presetPolicy, type PresetSubject } from '../../../src/server/policies/presets.js';
import { actors, check, verdictOf, type ActorName, type Expected } from './actors.js';

const SHARE = [403, 'Only administrators can share a preset with the whole company'] as const;
const DELETE_SHARED = [403, 'Only administrators can delete a shared preset'] as const;
const NOT_FOUND = [404, 'Preset not found'] as const;

/** Presets of acme (another company's are never loaded: `missing`). */
const presets = {
  ownPrivate: { userId: actors.acmeUser.id, shared: false },
  ownShared: { userId: actors.acmeUser.id, shared: true },
  adminsPrivate: { userId: actors.acmeAdmin.id, shared: false },
  adminsShared: { userId: actors.acmeAdmin.id, shared: true },
  missing: undefined,
} satisfies Record<string, PresetSubject | undefined>;

describe('presetPolicy.share', () => {
  it.each<[ActorName, Expected]>([
    ['acmeUser', [...SHARE]],
    ['platformUser', [...SHARE]],
    ['acmeAdmin', 'allow'],
    ['acmePlatformAdmin', 'allow'],
    ['platformStaff', 'allow'],
  ])('%s → %j', (actor, expected) => {
    expect(check(presetPolicy.share, actor, undefined)).toEqual(verdictOf(expected));
  });
});

describe('presetPolicy.delete (acmeUser owns the "own" presets)', () => {
  it.each<[ActorName, keyof typeof presets, Expected]>([
    ['acmeUser', 'ownPrivate', 'allow'],
    ['acmeUser', 'ownShared', 'allow'],
    ['acmeUser', 'adminsPrivate', [...NOT_FOUND]],
    ['acmeUser', 'adminsShared', [...DELETE_SHARED]],
    ['acmeUser', 'missing', [...NOT_FOUND]],
    ['acmeAdmin', 'ownPrivate', [...NOT_FOUND]],
    ['acmeAdmin', 'ownShared', 'allow'],
    ['acmeAdmin', 'adminsPrivate', 'allow'],
    ['acmeAdmin', 'missing', [...NOT_FOUND]],
  ])('%s deleting %s → %j', (actor, preset, expected) => {
    expect(check(presetPolicy.delete, actor, presets[preset])).toEqual(verdictOf(expected));
  });
});
