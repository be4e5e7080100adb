// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/web/components/ui/button.js';
import { Dialog, DialogContent, DialogTitle } from '../../../src/web/components/ui/dialog.js';
import { Toaster } from '../../../src/web/components/ui/toaster.js';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  reducer,
  toast,
  useToast,
} from '../../../src/web/lib/use-toast.js';
import type { ToasterToast } from '../../../src/web/lib/use-toast.js';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

/** The toasts on screen: the status and alert messages of the notifications region. */
function visibleToasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: /Notifications/ });
  if (!region) return [];
  return [...within(region).queryAllByRole('status'), ...within(region).queryAllByRole('alert')];
}

/** Shows how many toasts the store holds, open or dismissed. */
function StoreSize() {
  const { toasts } = useToast();
  return <output data-testid="store-size">{toasts.length}</output>;
}

function storeSize(): string | null | undefined {
  return screen.getByTestId('store-size').textContent;
}

function makeToast(id: string): ToasterToast {
  return { id, title: id, open: true, onOpenChange: () => undefined };
}

describe('toasts', () => {
  it('shows only the latest toast when two are fired', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First toast', description: 'first description' });
    });
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0].textContent).toContain('First toast');

    act(() => {
      toast({ title: 'Second toast', description: 'second description', variant: 'success' });
    });
    const shown = visibleToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0].textContent).toContain('Second toast');
    expect(shown[0].textContent).toContain('second description');
    expect(shown[0].dataset.variant).toBe('success');
    expect(screen.queryByText('First toast')).toBeNull();
  });

  it('renders the viewport as a labelled region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copy failed', variant: 'destructive' });
    });
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).toMatch(/Notifications/);
    expect(region.textContent).toContain('Copy failed');
  });

  it('keeps at most TOAST_LIMIT toasts and removes a dismissed one after the delay', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: makeToast('a') });
    state = reducer(state, { type: 'ADD_TOAST', toast: makeToast('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: 'b' });
    expect(state.toasts[0].open).toBe(false);
    expect(reducer(state, { type: 'REMOVE_TOAST', toastId: 'b' }).toasts).toEqual([]);

    vi.useFakeTimers();
    render(
      <>
        <Toaster />
        <StoreSize />
      </>,
    );
    act(() => {
      toast({ title: 'Saved' }).dismiss();
    });
    expect(visibleToasts()).toHaveLength(0);
    expect(storeSize()).toBe('1');
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(storeSize()).toBe('1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(storeSize()).toBe('0');
  });
});

/** A dialog that is open until it is dismissed. */
function OpenDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>History</DialogTitle>
        <input aria-label="Search history" autoFocus />
      </DialogContent>
    </Dialog>
  );
}

describe('toasts and dialogs', () => {
  it('Escape closes the dialog in use even when a toast appeared after it opened', () => {
    render(<OpenDialog />);
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome back' });
    });
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.keyDown(screen.getByLabelText('Search history'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape on a focused toast closes that toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('a toast stays while the pointer is on it and leaves its time after', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', duration: 1000 });
    });
    const item = visibleToasts()[0];
    fireEvent.pointerMove(item);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.pointerLeave(item);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleToasts()).toHaveLength(0);
  });
});

describe('Button', () => {
  it('uses the brand colours for the default variant', () => {
    render(<Button>Save Settings</Button>);
    const button = screen.getByRole('button');
    expect(button?.textContent).toBe('Save Settings');
    expect(button?.className).toContain('bg-primary');
    // Text on the brand colours is white where it meets AA, else dark (set with the colours).
    expect(button?.className).toContain('text-primary-foreground');
    expect(button?.className).toContain('hover:text-secondary-foreground');
    expect(button?.className).toContain('hover:bg-secondary');
  });

  it('applies variant and size classes and merges className', () => {
    render(
      <>
        <Button variant="destructive">Delete</Button>
        <Button variant="outline" size="sm" className="w-full">
          Cancel
        </Button>
        <Button variant="link">More</Button>
        <Button variant="ghost" size="icon" aria-label="Close">
          x
        </Button>
      </>,
    );
    const [destructive, outline, link, ghost] = screen.getAllByRole('button');
    expect(destructive.className).toContain('bg-destructive');
    expect(destructive.className).not.toContain('bg-primary');
    expect(outline.className).toContain('border-input');
    expect(outline.className).toContain('h-8');
    expect(outline.className).toContain('w-full');
    expect(link.className).toContain('text-primary');
    expect(ghost.className).toContain('size-9');
    expect(ghost.getAttribute('aria-label')).toBe('Close');
  });

  it('renders its child when asChild is set', () => {
    render(
      <Button asChild variant="link">
        <a href="/admin/users">User Management</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'User Management' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(link?.getAttribute('href')).toBe('/admin/users');
    expect(link?.className).toContain('underline-offset-4');
  });
});
