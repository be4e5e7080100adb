// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '../../../src/web/components/ui/dialog.js';
import { FormField } from '../../../src/web/components/ui/form-field.js';
import { Input } from '../../../src/web/components/ui/input.js';

afterEach(cleanup);

describe('FormField', () => {
  it('links the label, hint and error to the control', () => {
    render(
      <FormField id="username" label="Username" hint="Your sign-in name" error="Required">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    const label = screen.getByText('Username', { selector: 'label' }) as HTMLLabelElement;
    const error = screen.getByRole('alert');
    expect(input.id).toBe('username');
    expect(label.htmlFor).toBe('username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('username-hint username-error');
    expect(error.id).toBe('username-error');
    expect(error.textContent).toBe('Required');
    expect(error.className).toContain('text-destructive');
  });

  it('has no error markup and a generated id without an error', () => {
    render(
      <FormField label="Password">
        <Input type="password" />
      </FormField>,
    );
    // A password field has no role: the label finds it.
    const input = screen.getByLabelText('Password');
    expect(input.id).not.toBe('');
    expect(screen.getByText('Password', { selector: 'label' }).getAttribute('for')).toBe(input.id);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
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
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).getByRole('button').textContent).toBe('Close');
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
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
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Password Change Required');
    expect(within(dialog).queryByRole('button')).toBeNull();
  });
});
