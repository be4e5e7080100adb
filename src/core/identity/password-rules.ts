/** The five password strength rules of docs/product.md#passwords, shared by the strength meter and the server. */
const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{}|;:,.<>?';

interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  label: string;
  message: string;
  test: (password: string) => boolean;
}

const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'upper',
    label: 'An uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lower',
    label: 'A lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'digit',
    label: 'A number',
    message: 'Password must contain at least one number',
    test: (p) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    label: 'A special character',
    message: `Password must contain at least one special character (${PASSWORD_SPECIALS})`,
    test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
];

type PasswordStrength = 'Weak' | 'Fair' | 'Strong';

export function checkPassword(password: string) {
  const results = PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
  const met = results.filter((r) => r.met).length;
  const strength: PasswordStrength = met === 5 ? 'Strong' : met >= 3 ? 'Fair' : 'Weak';
  const firstFailure = results.find((r) => !r.met)?.rule.message ?? null;
  return { results, met, strength, firstFailure, valid: firstFailure === null };
}
