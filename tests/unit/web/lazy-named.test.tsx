// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyNamed, loadOnIntent } from '../../../src/web/lib/lazy-named.js';

afterEach(cleanup);

/** A module with one named component, and how often it was asked for. */
function module() {
  const asked = { count: 0 };
  const load = () => {
    asked.count++;
    return Promise.resolve({ Greeting: () => <p>The component</p> });
  };
  return { asked, load };
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p>The fallback</p>}>{node}</Suspense>
);

describe('lazyNamed', () => {
  it('renders a component whose module was preloaded at once, never its fallback', async () => {
    const { asked, load } = module();
    const Greeting = lazyNamed(load, 'Greeting');
    await Greeting.preload();
    render(inSuspense(<Greeting />));
    // In the first commit already: no fallback shown, no reveal held back by React.
    expect(screen.getByText('The component')).toBeTruthy();
    expect(screen.queryByText('The fallback')).toBeNull();
    expect(asked.count).toBe(1);
  });

  it('shows the fallback while the module loads, then the component, loading it once', async () => {
    const { asked, load } = module();
    const Greeting = lazyNamed(load, 'Greeting');
    render(inSuspense(<Greeting />));
    expect(screen.getByText('The fallback')).toBeTruthy();
    expect(await screen.findByText('The component')).toBeTruthy();
    expect(Greeting.loaded()).toBeTypeOf('function');
    expect(asked.count).toBe(1);
  });

  it('starts loading when the pointer reaches a button, even from an element removed under it', async () => {
    const { asked, load } = module();
    const Greeting = lazyNamed(load, 'Greeting');
    const page = (signedIn: boolean) =>
      signedIn ? (
        <button {...loadOnIntent(Greeting)}>Change Password</button>
      ) : (
        <button>Sign In</button>
      );
    const { rerender } = render(page(false));
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    signIn.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    // Signed in: the button under the pointer is gone; the pointer then moves to another.
    rerender(page(true));
    const target = screen.getByRole('button', { name: 'Change Password' });
    signIn.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: target }));
    await act(async () => {
      target.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: signIn }));
    });
    expect(asked.count).toBe(1);
  });
});
