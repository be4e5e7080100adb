import { format, isValid } from 'date-fns';
import { ASSISTANT_ENTRIES, isAssistantId } from '@core/assistants/ids.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

export const formatMoney = (value: number) => money.format(value);
export const formatCount = (value: number) => count.format(value);

/** Bytes in the largest unit that keeps the number at 1 or more (binary units). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** "+12.5%", "-3%", or "n/a" when there is no base to compare with. */
export function formatGrowth(rate: number | null): string {
  if (rate === null) return 'n/a';
  return `${rate > 0 ? '+' : ''}${rate}%`;
}

export function formatDateTime(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm a') : '';
}

export const botName = (type: string) =>
  isAssistantId(type) ? ASSISTANT_ENTRIES[type].displayName : type;
