// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '../../../src/web/components/ui/dialog.js';
import { FormField } from '../../../src/web/components/ui/form-field.js';
import { Input } from '../../../src/web/components/ui/input.js';
import { cleanup, render } from './render.js';

afterEach(cleanup);

describe('FormField', () => {
  it('links the label, hint and error to the control', () => {
    const container = render(
      <FormField id="username" label="Username" hint="Your sign-in name" error="Required">
        <Input />
      </FormField>,
    );
    const input = container.querySelector('input');
    const label = container.querySelector('label');
    const error = container.querySelector('[role="alert"]');
    expect(input?.id).toBe('username');
    expect(label?.htmlFor).toBe('username');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(input?.getAttribute('aria-describedby')).toBe('username-hint username-error');
    expect(error?.id).toBe('username-error');
    expect(error?.textContent).toBe('Required');
    expect(error?.className).toContain('text-destructive');
  });

  it('has no error markup and a generated id without an error', () => {
    const container = render(
      <FormField label="Password">
        <Input type="password" />
      </FormField>,
    );
    const input = container.querySelector('input');
    expect(input?.id).not.toBe('');
    expect(container.querySelector('label')?.htmlFor).toBe(input?.id);
    expect(input?.hasAttribute('aria-invalid')).toBe(false);
    expect(input?.hasAttribute('aria-describedby')).toBe(false);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('DialogContent', () => {
  function pressEscape() {
    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
  }

  it('closes on Escape by default and shows a close button', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Change Password</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(document.querySelector('[role="dialog"] button')?.textContent).toBe('Close');
    pressEscape();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('stays open on Escape and hides the close button when forced', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined} dismissible={false} hideClose>
          <DialogTitle>Password Change Required</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    pressEscape();
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'Password Change Required',
    );
    expect(document.querySelector('[role="dialog"] button')).toBeNull();
  });
});
