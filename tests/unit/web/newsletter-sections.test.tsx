// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultsFor, getAssistant } from '../../../src/core/assistants/catalogue.js';
import { newsletterForm as newsletter } from '../../../src/core/assistants/newsletter/form.js';
import { AssistantForm } from '../../../src/web/features/workspace/components/assistant-form.js';
import { loadFieldControls } from '../../../src/web/features/workspace/components/field-controls.js';

// jsdom has no layout: Radix measures controls through ResizeObserver, which it lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

// Sliders, radio groups and switches load with the forms that have them (the workspace waits).
beforeAll(() => loadFieldControls(getAssistant('newsletter')));

const SECTIONS = [
  'Company News',
  'Product Updates',
  'Customer Spotlight',
  'Industry Insights',
  'Upcoming Events',
];

function renderNewsletter() {
  const def = getAssistant('newsletter');
  const onSubmit = vi.fn();
  render(
    <AssistantForm
      def={def}
      customization={{}}
      initialValues={{
        ...defaultsFor(def, {}),
        newsletterTopic: 'Preparing for the end of Windows 10 support',
        targetAudience: 'Existing clients',
        emailPurpose: 'educational',
        keyMessage: 'Upgrading now avoids rushed and costly replacements',
      }}
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  const group = screen.getByRole('group', { name: 'Include Sections' });
  return { group, onSubmit };
}

describe('newsletter includeSections (docs/product.md#forms)', () => {
  it('shows the five specified checks and no "All Sections" box', () => {
    const { group } = renderNewsletter();
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label') ?? labelOf(box))).toEqual(SECTIONS);
    expect(screen.queryByText('All Sections')).toBeNull();
  });

  it('sends all: true only when all five are ticked', async () => {
    const user = userEvent.setup();
    const { group, onSubmit } = renderNewsletter();
    for (const name of SECTIONS) {
      await user.click(within(group).getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].includeSections).toEqual({
      companyNews: true,
      productUpdates: true,
      customerSpotlight: true,
      industryInsights: true,
      upcomingEvents: true,
      all: true,
    });

    await user.click(within(group).getByRole('checkbox', { name: 'Customer Spotlight' }));
    await user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0].includeSections).toEqual({
      companyNews: true,
      productUpdates: true,
      customerSpotlight: false,
      industryInsights: true,
      upcomingEvents: true,
      all: false,
    });
  });

  it('the webhook gets all: true only for five ticks, whoever built the request', () => {
    const ctx = { sessionId: 's', company: { id: 'acme', name: 'Acme' }, userId: 1 };
    const five = {
      companyNews: true,
      productUpdates: true,
      customerSpotlight: true,
      industryInsights: true,
      upcomingEvents: true,
    };
    const base = defaultsFor(getAssistant('newsletter'), {}) as Parameters<
      typeof newsletter.transform
    >[0];
    const sent = (includeSections: Record<string, boolean>) =>
      newsletter.transform({ ...base, includeSections }, ctx).includeSections;
    expect(sent({ ...five, all: false })).toEqual({ ...five, all: true });
    expect(sent({ companyNews: true, all: true })).toEqual({ companyNews: true, all: false });
  });
});

function labelOf(box: HTMLElement): string | null {
  return document.querySelector(`label[for="${box.id}"]`)?.textContent ?? null;
}
