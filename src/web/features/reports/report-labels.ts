import { format, isValid } from 'date-fns';
import { ASSISTANT_ENTRIES, isAssistantId } from '@core/assistants/ids.js';

/** How each recorded action reads in the feed and its filter. */
const ACTION_LABELS: Record<string, string> = {
  login_success: 'Login',
  login_failed: 'Failed Login',
  logout: 'Logout',
  content_generation: 'Content Generation',
  password_change: 'Password Change',
  password_reset: 'Password Reset',
  user_created: 'User Created',
  user_deleted: 'User Deleted',
  memory_cleared: 'Memory Cleared',
  two_factor_enabled: 'Two-Factor On',
  two_factor_disabled: 'Two-Factor Off',
  two_factor_reset: 'Two-Factor Reset',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/_/g, ' ');

/** The assistant's display name from the catalogue, else the id as recorded. */
export const assistantName = (type: string) =>
  isAssistantId(type) ? ASSISTANT_ENTRIES[type].displayName : type;

/** Reasons as recorded (decision 007): another company's account reads as an unknown name. */
const REASONS: Record<string, string> = {
  invalid_password: 'wrong password',
  unknown_user: 'unknown username',
  wrong_company: "right password, on another company's sign-in page",
  invalid_two_factor_code: 'wrong two-factor code',
};

const ROLE_NAMES: Record<string, string> = {
  user: 'User',
  admin: 'Admin',
  platform_admin: 'Platform Admin',
};

/** A short, plain-text summary of an event's details (never rendered as HTML). */
export function detailText(action: string, details: Record<string, unknown>): string {
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '');
  if (action === 'content_generation') {
    const name = text('assistantType') ? assistantName(text('assistantType')) : '';
    return details.revision === true ? `${name} (revision)` : name;
  }
  if (action === 'login_failed') return REASONS[text('reason')] ?? text('reason');
  if (action === 'user_created') return ROLE_NAMES[text('role')] ?? text('role');
  if (action === 'two_factor_reset') return text('targetUsername');
  return '';
}

/** "MMM d, yyyy h:mm a" in local time; '' for an invalid date. */
export function formatTime(value: string): string {
  const date = new Date(value);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm a') : '';
}

/** A report day (yyyy-MM-dd) as "MMM d, yyyy", without shifting it through a time zone. */
export function formatDay(day: string, pattern = 'MMM d, yyyy'): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return isValid(date) ? format(date, pattern) : day;
}

/** "1 login", "3 logins". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
