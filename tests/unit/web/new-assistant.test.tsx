// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Megaphone } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineAssistant } from '../../../src/core/assistants/define.js';
import { customizationKeysOf, defaultsFor } from '../../../src/core/assistants/form-helpers.js';
import { ASSISTANT_LIST } from '../../../src/core/assistants/registry.js';
import { minText } from '../../../src/core/assistants/schema-helpers.js';
import type {
  AssistantForm,
  AssistantSample,
  DemoAnswer,
} from '../../../src/core/assistants/types.js';
import type { AssistantDefinition } from '../../../src/core/assistants/ids.js';
import { formatForDisplay } from '../../../src/core/formatting/content.js';
import { demoAnswer } from '../../../src/server/demo/respond.js';
import {
  DIALOG_IDS,
  DIALOG_TABS,
  dialogIdsOf,
  dialogTabsOf,
} from '../../../src/web/features/webhook-settings/dialog-tabs.js';
import { AssistantForm as AssistantFormView } from '../../../src/web/features/workspace/components/assistant-form.js';

// The catalogue really is one entry: a twelfth assistant is one definition (a light
// part with its form and demo writer as loaders) added to the registry's list; nothing else.
const schema = z.object({ headline: minText(5, 'Headline must be at least 5 characters') });
type PressValues = z.infer<typeof schema>;

const pressForm: AssistantForm<PressValues> = {
  cardTitle: 'Press Release Details',
  submitLabel: 'Write Release',
  fields: [
    {
      kind: 'text',
      name: 'headline',
      label: 'Headline',
      required: true,
      placeholder: 'e.g., We opened a new office',
      exampleKey: 'topic_example',
    },
  ],
  defaults: { headline: '' },
  schema,
  transform: (values) => ({ ...values }),
};

// Fields are typed against the schema's keys: a misspelt name does not compile.
const misspelt: AssistantForm<PressValues> = {
  ...pressForm,
  // @ts-expect-error -- 'headlines' is not a key of the schema
  fields: [{ kind: 'text', name: 'headlines', label: 'Headline' }],
};

const pressDemo: DemoAnswer = {
  write: (req) => `# ${req.form.text('headline', 'News')}\n\nBody of the release.`,
  shape: (output) => [{ output }],
};

const pressSample: AssistantSample<PressValues> = {
  texts: {
    displayName: 'Press Release',
    pillLabel: 'Press',
    cardTitle: 'Press Release Details',
    submitLabel: 'Write Release',
  },
  required: { headline: 'New office in Austin' },
  form: { headline: 'New office in Austin' },
};

const pressRelease = defineAssistant({
  id: 'press-release',
  displayName: 'Press Release',
  pillLabel: 'Press',
  heading: 'Press Release Writer',
  defaultDescription: 'Announce company news',
  icon: Megaphone,
  webhookTab: { label: 'Press', position: 10 },
  output: 'blog',
  customizationKeys: ['description', 'topic_example'],
  form: async () => pressForm,
  demo: async () => pressDemo,
  sample: async () => pressSample,
});

const withPress = [...ASSISTANT_LIST, pressRelease];

afterEach(() => cleanup());

describe('a twelfth assistant, from its definition alone', () => {
  it('gets a webhook settings tab at its position, saved with the dialog', () => {
    expect(dialogTabsOf(ASSISTANT_LIST)).toEqual(DIALOG_TABS);
    expect(dialogIdsOf(ASSISTANT_LIST)).toEqual(DIALOG_IDS);
    expect(dialogTabsOf(withPress).at(-1)).toEqual({ id: 'press-release', label: 'Press' });
    expect(dialogIdsOf(withPress)).toContain('press-release');
    expect(dialogTabsOf(withPress).slice(0, -1)).toEqual(DIALOG_TABS);
  });

  it('is formatted as its output kind says', () => {
    const raw = 'Intro\n\nMeta Description: About the office\nSEO Keywords: office, news';
    const shown = formatForDisplay(pressRelease, raw);
    expect(shown.blog).toBeDefined();
    expect(shown).toEqual(formatForDisplay('blog', raw));
  });

  it('is answered by the demo automation with its own writer and shape', async () => {
    const demo = await pressRelease.demo();
    const body = { formData: { headline: 'New office in Austin' }, sessionId: 's1' };
    const answer = demoAnswer(pressRelease.id, demo, body);
    expect(JSON.parse(answer.body)).toEqual([
      { output: '# New office in Austin\n\nBody of the release.' },
    ]);
    const test = demoAnswer(pressRelease.id, demo, { action: 'test' });
    expect(JSON.parse(test.body)).toEqual({ output: 'ok' });
  });

  it('has its fields typed against its schema (checked by the typecheck)', () => {
    expect(misspelt.fields.map((f) => ('name' in f ? f.name : ''))).toEqual(['headlines']);
  });

  it('gets its form rendered, validated and submitted', async () => {
    // The throw-away id is not among the registry's ids, which AssistantId lists.
    const def = {
      ...pressRelease,
      ...(await pressRelease.form()),
    } as unknown as AssistantDefinition;
    expect(customizationKeysOf(def).map((k) => k.label)).toEqual(['Description', 'Topic Example']);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <AssistantFormView
        def={def}
        customization={{ topic_example: 'e.g., Our tenth year' }}
        initialValues={defaultsFor(def, {})}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Press Release Details');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: /Headline/ });
    expect(input.id).toBe('press-release-headline');
    expect(input.placeholder).toBe('e.g., Our tenth year');
    await user.type(input, 'New');
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Headline must be at least 5 characters'),
    );
    await user.type(input, ' office');
    await user.click(screen.getByRole('button', { name: 'Write Release' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ headline: 'New office' });
  });
});
