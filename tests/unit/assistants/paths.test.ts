import { describe, expect, it } from 'vitest';
import {
  assistantFromPath,
  canonicalAssistantPath,
  isWorkspacePath,
} from '../../../src/core/assistants/paths.js';

describe('assistant addresses', () => {
  it('a short name or another case names the assistant', () => {
    expect(assistantFromPath('/assistants/linkedin2')).toBe('linkedin2');
    expect(assistantFromPath('/assistants/linkedin')).toBe('linkedin2');
    expect(assistantFromPath('/assistants/LinkedIn')).toBe('linkedin2');
    expect(assistantFromPath('/assistants/Blog')).toBe('blog');
    expect(assistantFromPath('/assistants/no-such-assistant')).toBeNull();
    expect(assistantFromPath('/assistants/%E0%A4%A')).toBeNull();
    expect(isWorkspacePath('/assistants/linkedin')).toBe(true);
  });

  it("the workspace puts the assistant's own address in place of another", () => {
    expect(canonicalAssistantPath('/assistants/linkedin')).toBe('/assistants/linkedin2');
    expect(canonicalAssistantPath('/assistants/LinkedIn/')).toBe('/assistants/linkedin2');
    expect(canonicalAssistantPath('/assistants/linkedin2')).toBeNull();
    expect(canonicalAssistantPath('/assistants/nope')).toBeNull();
    expect(canonicalAssistantPath('/')).toBeNull();
    expect(canonicalAssistantPath('/admin/users')).toBeNull();
  });
});
