// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultsFor, getAssistant } from '../../../src/core/assistants/catalogue.js';
import type { AssistantCustomization, FormValues } from '../../../src/core/assistants/types.js';
import { ASSISTANT_IDS, type AssistantId } from '../../../src/core/assistants/ids.js';
import { AssistantForm } from '../../../src/web/features/workspace/components/assistant-form.js';
import { loadFieldControls } from '../../../src/web/features/workspace/components/field-controls.js';

// jsdom has no layout: Radix measures controls through ResizeObserver, which it lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Sliders, radio groups and switches load with the forms that have them (the workspace waits).
beforeAll(() => Promise.all(ASSISTANT_IDS.map((id) => loadFieldControls(getAssistant(id)))));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm(
  id: AssistantId,
  opts: { customization?: AssistantCustomization; values?: FormValues; busy?: boolean } = {},
) {
  const def = getAssistant(id);
  const onSubmit = vi.fn();
  const customization = opts.customization ?? {};
  const { container } = render(
    <AssistantForm
      def={def}
      customization={customization}
      initialValues={opts.values ?? defaultsFor(def, { [id]: customization })}
      busy={opts.busy ?? false}
      onSubmit={onSubmit}
    />,
  );
  return { container, onSubmit };
}

const byLabel = (container: HTMLElement, text: string) => {
  const label = Array.from(container.querySelectorAll('label')).find(
    (l) => l.textContent?.replace('*', '').trim() === text,
  );
  if (!label) throw new Error(`No label "${text}"`);
  return document.getElementById(label.htmlFor)!;
};

const alerts = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('alert')
    .map((a) => a.textContent);

describe('the assistant form', () => {
  it('shows the card title, submit label and the spec message in red as the user types', async () => {
    const user = userEvent.setup();
    const { container, onSubmit } = renderForm('facebook');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Facebook Post Details');
    expect(screen.getByRole('button', { name: 'Generate Post' }).getAttribute('type')).toBe(
      'submit',
    );
    expect(alerts(container)).toEqual([]);

    await user.type(byLabel(container, 'Post Topic'), 'ab');
    // Validation runs asynchronously after each change.
    await vi.waitFor(() =>
      expect(container.querySelector('#facebook-postTopic-error')?.textContent).toBe(
        'Topic must be at least 3 characters',
      ),
    );
    const error = container.querySelector('#facebook-postTopic-error');
    expect(error?.className).toContain('text-destructive');
    expect(byLabel(container, 'Post Topic').getAttribute('aria-invalid')).toBe('true');
    // Only the edited field shows its message.
    expect(alerts(container)).toEqual(['Topic must be at least 3 characters']);

    await user.type(byLabel(container, 'Post Topic'), 'c');
    await vi.waitFor(() => expect(alerts(container)).toEqual([]));
    await user.type(byLabel(container, 'Target Audience'), 'Dentists');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      postTopic: 'abc',
      targetAudience: 'Dentists',
      toneOfVoice: 'professional',
    });
  });

  it('does not submit an invalid form; it logs and shows the messages under the fields', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { container, onSubmit } = renderForm('website');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    await vi.waitFor(() =>
      expect(alerts(container)).toEqual([
        'Topic must be detailed (at least 10 characters)',
        'Target audience must be specific (at least 5 characters)',
        'Purpose must be detailed (at least 10 characters)',
        'Call to action must be specific (at least 5 characters)',
      ]),
    );
    expect(warn).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows conditional fields only while their condition holds', async () => {
    const user = userEvent.setup();
    const { container } = renderForm('linkedin2');
    const labels = () => Array.from(container.querySelectorAll('label')).map((l) => l.textContent);
    expect(labels()).not.toContain('Link Call-to-Action');
    expect(labels()).toContain('Image Style');
    await user.type(byLabel(container, 'Include Link'), 'https://example.com');
    await vi.waitFor(() => expect(labels()).toContain('Link Call-to-Action'));
    await user.click(byLabel(container, 'Generate AI Image Prompt'));
    await vi.waitFor(() => expect(labels()).not.toContain('Image Style'));
    expect(labels()).not.toContain('Visual Focus');
  });

  it('uses company example texts as placeholders and falls back from a bad option list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderForm('facebook', {
      customization: { topic_example: 'e.g., Our new help desk hours', tone_options: '{bad json' },
    });
    expect(byLabel(container, 'Post Topic').getAttribute('placeholder')).toBe(
      'e.g., Our new help desk hours',
    );
    expect(byLabel(container, 'Target Audience').getAttribute('placeholder')).toBe(
      'e.g., Small business owners in healthcare',
    );
    expect(warn).toHaveBeenCalledWith(
      'Invalid tone_options customisation, using the default options',
      expect.objectContaining({ field: 'toneOfVoice' }),
    );
    expect(byLabel(container, 'Tone of Voice').textContent).toContain('Professional');
  });

  it('shows the lead sliders with their values and the coming-soon sources disabled', async () => {
    const user = userEvent.setup();
    const { container } = renderForm('lead-generator');
    expect(container.querySelector('[data-testid="searchRadius-value"]')?.textContent).toBe(
      '25 miles',
    );
    const facebookPages = byLabel(container, 'Facebook Pages');
    expect(facebookPages.hasAttribute('disabled')).toBe(true);
    expect(container.textContent).toContain('Coming soon');
    expect(byLabel(container, 'Google Maps').getAttribute('aria-checked')).toBe('true');
    expect(container.querySelector('[data-testid="reviewCountWeight-value"]')).toBeNull();
    await user.click(byLabel(container, 'Use Advanced Scoring'));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="reviewCountWeight-value"]')?.textContent).toBe(
        '20',
      ),
    );
    // Unticking the only source shows the spec message.
    await user.click(byLabel(container, 'Google Maps'));
    await vi.waitFor(() =>
      expect(alerts(container)).toContain('Please select at least one data source'),
    );
  });

  it('reads Generating... and is disabled while a call runs', () => {
    const { container } = renderForm('blog', { busy: true });
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.textContent).toBe('Generating...');
    expect(submit.disabled).toBe(true);
  });

  it('starts from the given values (a loaded history item)', () => {
    const def = getAssistant('facebook');
    const { container } = renderForm('facebook', {
      values: { ...def.defaults, postTopic: 'Loaded topic', toneOfVoice: 'casual' },
    });
    expect((byLabel(container, 'Post Topic') as HTMLInputElement).value).toBe('Loaded topic');
    expect(byLabel(container, 'Tone of Voice').textContent).toContain('Casual');
    act(() => undefined);
  });

  it("Clear form goes back to the company's defaults, without messages, and says so", async () => {
    const user = userEvent.setup();
    const def = getAssistant('facebook');
    const customization = { tone_options: '{"friendly":"Friendly","formal":"Formal"}' };
    const defaults = defaultsFor(def, { facebook: customization });
    const onValuesChange = vi.fn();
    const { container } = render(
      <AssistantForm
        def={def}
        customization={customization}
        initialValues={{ ...defaults, postTopic: 'ab', toneOfVoice: 'formal' }}
        defaults={defaults}
        onValuesChange={onValuesChange}
        busy={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ postTopic: 'ab' }));
    await user.type(byLabel(container, 'Target Audience'), 'x');
    await vi.waitFor(() => expect(alerts(container)).toHaveLength(1));
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ postTopic: 'ab', targetAudience: 'x' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    await vi.waitFor(() => expect(onValuesChange).toHaveBeenLastCalledWith(defaults));
    expect((byLabel(container, 'Post Topic') as HTMLInputElement).value).toBe('');
    expect((byLabel(container, 'Target Audience') as HTMLInputElement).value).toBe('');
    expect(byLabel(container, 'Tone of Voice').textContent).toContain('Friendly');
    expect(alerts(container)).toEqual([]);
  });
});
