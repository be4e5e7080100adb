import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { getAssistant } from '../../../src/core/assistants/catalogue.js';
import { optionIssues } from '../../../src/core/assistants/option-check.js';
import { filledForm } from '../../support/sample-forms.js';

const ctx = { sessionId: 'sess-1', company: { id: 'acme', name: 'Acme' }, userId: 7 };

/** The form values and the transformed payload must validate alike and send the same body. */
describe('reading a transformed payload back as form values', () => {
  it.each(ASSISTANT_IDS)('%s: transform(read(transform(form))) = transform(form)', (id) => {
    const def = getAssistant(id);
    const form = def.schema.parse(filledForm(id));
    const sent = def.transform(form, ctx);
    // The lead generator's webhook payload is the whole body; the client sends its formData.
    const submitted = (id === 'lead-generator' ? sent.formData : sent) as Record<string, unknown>;
    const read = def.readSubmitted?.(submitted).values ?? submitted;
    const parsed = def.schema.safeParse(read);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(optionIssues(def, parsed.data!)).toEqual([]);
    expect(def.transform(parsed.data!, ctx)).toEqual(sent);
  });
});

describe('option check', () => {
  const facebook = getAssistant('facebook');
  const leads = getAssistant('lead-generator');

  it('leaves blank values to the schema and refuses disabled choices', () => {
    expect(optionIssues(facebook, { toneOfVoice: '' })).toEqual([]);
    expect(optionIssues(leads, { dataSources: ['yelp', 'linkedin'] })).toEqual([
      {
        path: ['dataSources', '1'],
        message:
          "Invalid enum value. Expected 'google-maps' | 'yelp' | 'thomasnet', received 'linkedin'",
      },
    ]);
  });

  it("uses the company's list when it is set and readable", () => {
    const custom = { facebook: { tone_options: '{"dry":"Dry"}' } };
    expect(optionIssues(facebook, { toneOfVoice: 'dry' }, custom)).toEqual([]);
    expect(optionIssues(facebook, { toneOfVoice: 'casual' }, custom)).toHaveLength(1);
    const broken = { facebook: { tone_options: '[1,2]' } };
    expect(optionIssues(facebook, { toneOfVoice: 'casual' }, broken)).toEqual([]);
  });
});
