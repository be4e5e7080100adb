// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../../src/core/api/history.js';
import { HistoryItemRow } from '../../../src/web/features/workspace/history/history-item-row.js';

afterEach(cleanup);

function row(revisionRequest: string | null) {
  const item = {
    id: 1,
    assistantType: 'facebook',
    content: 'A post about password managers',
    formData: {},
    createdAt: '2025-03-05T14:07:00.000Z',
    isFavorite: false,
    revisionRequest,
  } as HistoryItem;
  const noop = () => {};
  return render(
    <ul>
      <HistoryItemRow
        item={item}
        onOpen={noop}
        onToggleFavorite={noop}
        onDelete={noop}
        favoritePending={false}
      />
    </ul>,
  );
}

describe('the history note (docs/product.md#history)', () => {
  it('is "Revised: " plus the first 30 characters as written, always with an ellipsis', () => {
    row('Make it more formal and add a call to action');
    // The 30th character is the space after "a": it stays, and the ellipsis follows it.
    expect(screen.getByText(/^Revised: /).textContent).toBe(
      'Revised: Make it more formal and add a ...',
    );
  });

  it('has the ellipsis on a short request too, and keeps its spacing', () => {
    row('  Make it shorter');
    expect(screen.getByText(/^Revised: /).textContent).toBe('Revised:   Make it shorter...');
  });

  it('is absent without a revision request', () => {
    row(null);
    expect(screen.queryByText(/^Revised: /)).toBeNull();
  });
});
