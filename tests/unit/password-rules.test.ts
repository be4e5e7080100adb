import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_SPECIALS } from '../../src/core/identity/password-rules.js';
import { generateStrongPassword } from '../../src/core/identity/generate-password.js';

describe('checkPassword', () => {
  it.each([
    ['', 'Password must be at least 12 characters long', 'Weak', 0],
    ['short1!A', 'Password must be at least 12 characters long', 'Fair', 4],
    ['alllowercase1!', 'Password must contain at least one uppercase letter', 'Fair', 4],
    ['ALLUPPERCASE1!', 'Password must contain at least one lowercase letter', 'Fair', 4],
    ['NoDigitsHere!!', 'Password must contain at least one number', 'Fair', 4],
    ['NoSpecials1234', 'Password must contain at least one special character', 'Fair', 4],
    ['abcdefghijkl', 'Password must contain at least one uppercase letter', 'Weak', 2],
  ])('%j fails first with %s', (password, message, strength, met) => {
    const result = checkPassword(password);
    expect(result.valid).toBe(false);
    expect(result.firstFailure).toContain(message);
    expect(result.strength).toBe(strength);
    expect(result.met).toBe(met);
  });

  it('accepts a password meeting all five rules as Strong', () => {
    expect(checkPassword('Correct-Horse-9')).toMatchObject({
      valid: true,
      strength: 'Strong',
      met: 5,
      firstFailure: null,
    });
  });

  it('counts every listed special character', () => {
    for (const c of PASSWORD_SPECIALS) {
      expect(checkPassword(`Abcdefghijk1${c}`).valid).toBe(true);
    }
    expect(checkPassword('Abcdefghijk1~').valid).toBe(false);
  });

  it('generated seed passwords always pass', () => {
    for (let i = 0; i < 50; i++) expect(checkPassword(generateStrongPassword()).valid).toBe(true);
  });
});

describe('generated seed passwords', () => {
  it('use only letters, digits and easy-to-paste specials', () => {
    for (let i = 0; i < 50; i++)
      expect(generateStrongPassword()).toMatch(/^[A-Za-z0-9\-_!@#%+=]{16}$/);
  });
});
