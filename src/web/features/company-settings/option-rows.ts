import { optionListError } from '@core/api/company-settings.js';

/** One option of a customised list: the value sent to the automation and the label shown. */
export interface OptionRow {
  value: string;
  label: string;
}

/** The rows of an option-list text, or null when the text is not a valid list. */
export function rowsFromJson(text: string): OptionRow[] | null {
  if (text.trim() === '') return [];
  if (optionListError(text) !== null) return null;
  const parsed = JSON.parse(text) as Record<string, string>;
  return Object.entries(parsed).map(([value, label]) => ({ value, label }));
}

/** The list as the JSON text the server stores; no rows clears it (the defaults apply). */
export function rowsToJson(rows: readonly OptionRow[]): string {
  if (rows.length === 0) return '';
  return JSON.stringify(
    Object.fromEntries(rows.map((r) => [r.value.trim(), r.label.trim()])),
    null,
    2,
  );
}

/** Why the rows cannot be saved, or null. */
export function rowsError(rows: readonly OptionRow[]): string | null {
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const value = row.value.trim();
    if (value === '') return `Option ${i + 1} needs a value.`;
    if (row.label.trim() === '') return `Option ${i + 1} needs a label.`;
    if (seen.has(value)) return `The value "${value}" is used twice: each value must be unique.`;
    seen.add(value);
  }
  return null;
}

/** Moves one row up (-1) or down (+1). */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
