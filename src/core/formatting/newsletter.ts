/**
 * Newsletter output (docs/product.md#formatting): the subject-line recommendation section is removed from
 * the body and parsed into (subject, rationale) pairs, each with an icon chosen by keyword.
 */
import {
  cleanValue,
  isBlank,
  isHeading,
  isHorizontalRule,
  labelPattern,
  labelText,
  matchLabel,
  splitLines,
  stripInlineMarkup,
  trimRules,
} from './markdown-lines.js';

export type SubjectLineIcon = 'urgency' | 'curiosity' | 'benefit' | 'mail';

export interface SubjectLineSuggestion {
  subject: string;
  rationale: string;
  icon: SubjectLineIcon;
}

export interface NewsletterOutput {
  body: string;
  subjectLines: SubjectLineSuggestion[];
}

const ICON_KEYWORDS: readonly (readonly [SubjectLineIcon, RegExp])[] = [
  ['urgency', /\b(?:urgen\w*|time\w*|deadline\w*|hurry|limited|last[\s-]chance|expir\w*|fomo)/i],
  ['curiosity', /\b(?:curio\w*|question\w*|intrigu\w*|myster\w*|teas(?:e|es|er|ing)\b)/i],
  ['benefit', /\b(?:benefit\w*|valu\w*)/i],
];

/** Icon for a suggestion: urgency/time, curiosity/question, benefit/value, otherwise mail. */
export function subjectLineIcon(rationale: string, subject = ''): SubjectLineIcon {
  for (const text of [rationale, subject]) {
    for (const [icon, pattern] of ICON_KEYWORDS) if (pattern.test(text)) return icon;
  }
  return subject.trim().endsWith('?') ? 'curiosity' : 'mail';
}

/** `## Subject Line Recommendations`, `**Suggested Subject Lines:**`, `SUBJECT LINE OPTIONS`... */
const SECTION_HEADING = new RegExp(
  '^(?:(?:recommended|suggested|alternative|alternate|proposed|optional|a/b(?:\\s+test)?)\\s+' +
    '(?:email\\s+)?subject[\\s-]*lines?|(?:email\\s+)?subject[\\s-]*lines?(?:\\s+(?:recommendations?' +
    '|options?|suggestions?|ideas|alternatives|variations?|choices))?)' +
    '(?:\\s*(?:&|and)\\s*preview\\s*texts?)?(?:\\s+(?:recommendations?|options?|suggestions?))?' +
    '(?:\\s*\\([^)]*\\))?$',
  'i',
);
const SUBJECT_LABEL = labelPattern(
  '(?:subject(?:[\\s-]*line)?|option|version|variant|variation)(?:\\s*#?\\s*(?:\\d{1,2}|[a-e]))?',
);
const NUMBERED_SUBJECT = /^subject[\s-]*line\s*#?\s*(?:\d{1,2}|[a-e])\s*(?:\([^)]*\))?\s*:/i;
const RATIONALE_LABEL = labelPattern(
  '(?:rationale|why(?:\\s+it\\s+works)?|why\\s+this\\s+works|reason(?:ing)?|explanation|' +
    'strategy|approach|psychology|trigger)',
);
const PREVIEW_LABEL = labelPattern('(?:preview[\\s-]*text|preheader)(?:\\s*#?\\s*\\d{1,2})?');

function isSectionStart(line: string): boolean {
  const text = labelText(line);
  if (NUMBERED_SUBJECT.test(text)) return true;
  if (/^subject[\s-]*line\s*:/i.test(text)) return false;
  return SECTION_HEADING.test(text.replace(/[\s:.\-\u2013\u2014]+$/, ''));
}

interface Pair {
  subject: string;
  rationale: string;
  /** `option` for an `Option n:` label, or the category text such a label carried. */
  category: string;
  /** The whole item when its rationale was only guessed from a dash. */
  whole?: string;
}

interface Item {
  subject: string;
  rationale: string;
  whole?: string;
}

const LIST_ITEM = /^(\s*)(?:(\d{1,2}[.)])|[-*\u2022+])\s+/;

/**
 * Splits `"Subject" - rationale` or `**Subject** (rationale)`; when `loose`, also
 * `Subject — rationale`, keeping the whole text in case a rationale line follows after all.
 */
function splitItem(text: string, loose: boolean): Item {
  const item = text.trim();
  const bold = /^(?:\*\*|__)(.+?)(?:\*\*|__)(.*)$/.exec(item);
  const quoted = /^(["\u201c])(.+?)(["\u201d])(.*)$/.exec(item);
  let subject = item;
  let rest = '';
  let guessed = false;
  if (bold) [subject, rest] = [bold[1], bold[2]];
  else if (quoted) [subject, rest] = [quoted[2], quoted[4]];
  else if (loose) {
    const split = /^(.+?)\s+[\u2013\u2014]\s+(.+)$/.exec(item);
    if (split) [subject, rest, guessed] = [split[1], split[2], true];
  }
  rest = rest.replace(/^[\s\-\u2013\u2014:|]+/, '').replace(/^\((.*)\)$/, '$1');
  const result: Item = { subject: cleanValue(subject), rationale: cleanValue(rest) };
  if (guessed) result.whole = cleanValue(item);
  return result;
}

/** Adds rationale text from a following line; a guessed split is undone first. */
function addRationale(pair: Pair, text: string): void {
  if (pair.whole !== undefined) {
    pair.subject = pair.whole;
    pair.rationale = '';
    delete pair.whole;
  }
  pair.rationale = appendText(pair.rationale, text);
}

/** Fills an open pair that has no subject yet. */
function fill(pair: Pair, item: Item): void {
  pair.subject = item.subject;
  pair.rationale = appendText(pair.rationale, item.rationale);
  if (item.whole !== undefined) pair.whole = item.whole;
}

function appendText(current: string, more: string): string {
  return [current, more].filter((part) => part !== '').join(' ');
}

function parseTableRow(line: string): { subject: string; rationale: string } | null {
  if (/^[\s|:-]+$/.test(line)) return null;
  const cells = line.split('|').map((cell) => cleanValue(cell));
  const filled = cells.filter((cell, i) => cell !== '' || (i > 0 && i < cells.length - 1));
  if (/^\d{1,2}\.?$|^#$/.test(filled[0] ?? '')) filled.shift();
  const [subject = '', rationale = ''] = filled;
  if (/^(?:#|no\.?|subject(?:\s*line)?|option)$/i.test(subject)) return null;
  return subject ? { subject, rationale } : null;
}

interface SectionState {
  pairs: Pair[];
  current: Pair | null;
  afterBlank: boolean;
}

function openPair(state: SectionState, item: Item, category = ''): void {
  const pair: Pair = { subject: '', rationale: '', category };
  fill(pair, item);
  state.pairs.push(pair);
  state.current = pair;
}

/** `Subject Line 2: ...`, `Subject: ...`, `Option 1: ...`. */
function handleSubjectLabel(state: SectionState, line: string, value: string): void {
  const isOption = /^(?:option|version|variant|variation)/i.test(labelText(line));
  const item = splitItem(value, false);
  const current = state.current;
  // `Option 1: Urgency-driven` followed by `Subject: ...`: the option text was a category.
  const refines = !isOption && current !== null && current.category !== '' && !current.rationale;
  if (current && (current.subject === '' || refines)) {
    if (current.subject && !isOption) current.category = current.subject;
    fill(current, item);
  } else {
    openPair(state, item, isOption && item.subject ? 'option' : '');
  }
}

/** A list item or a plain line: a new subject, the subject of an open pair, or rationale. */
function handleText(state: SectionState, line: string, wasAfterBlank: boolean): void {
  const current = state.current;
  const list = LIST_ITEM.exec(line);
  const indentedBullet = list !== null && !list[2] && list[1].length >= 2;
  const text = list ? line.slice(list[0].length) : line;
  if (current && current.subject === '') fill(current, splitItem(text, true));
  else if (list && !(indentedBullet && current)) openPair(state, splitItem(text, true));
  else if (current && !(wasAfterBlank && current.rationale))
    addRationale(current, cleanValue(text));
  else state.current = null;
}

/** Parses the section starting at `start`; returns the pairs and the first line after it. */
function parseSection(lines: readonly string[], start: number): { pairs: Pair[]; end: number } {
  const state: SectionState = { pairs: [], current: null, afterBlank: false };
  let parsing = true;
  let i = NUMBERED_SUBJECT.test(labelText(lines[start])) ? start : start + 1;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (isHorizontalRule(line)) return { pairs: state.pairs, end: state.pairs.length ? i + 1 : i };
    if (isBlank(line)) {
      state.afterBlank = true;
      continue;
    }
    const text = labelText(line);
    const labelled = [SUBJECT_LABEL, RATIONALE_LABEL, PREVIEW_LABEL].some((p) => p.test(text));
    if (isHeading(line) && state.pairs.length > 0 && !labelled) break;
    const wasAfterBlank = state.afterBlank;
    state.afterBlank = false;
    if (!parsing) continue;

    const preview = matchLabel(line, PREVIEW_LABEL);
    const rationale = matchLabel(line, RATIONALE_LABEL);
    const subject = matchLabel(line, SUBJECT_LABEL);
    if (preview !== null) {
      // A "Preview Text" heading ends the subject lines; a labelled preview line is skipped.
      if (preview === '' && isHeading(line)) parsing = false;
    } else if (line.trim().startsWith('|')) {
      const row = parseTableRow(line.trim());
      if (row) openPair(state, row);
    } else if (rationale !== null) {
      if (state.current) addRationale(state.current, rationale);
    } else if (subject !== null) {
      handleSubjectLabel(state, line, subject);
    } else {
      handleText(state, line, wasAfterBlank);
    }
  }
  return { pairs: state.pairs, end: i };
}

/** Splits a newsletter from its subject-line recommendations. */
export function parseNewsletterOutput(raw: string): NewsletterOutput {
  const lines = splitLines(raw);
  const start = lines.findIndex(isSectionStart);
  if (start < 0) return { body: trimRules(lines).join('\n'), subjectLines: [] };

  const { pairs, end } = parseSection(lines, start);
  const subjectLines = pairs
    .filter((pair) => pair.subject !== '')
    .map(({ subject, rationale, category }) => ({
      subject: stripInlineMarkup(subject),
      rationale,
      icon: subjectLineIcon(appendText(rationale, category === 'option' ? '' : category), subject),
    }));
  if (subjectLines.length === 0) return { body: trimRules(lines).join('\n'), subjectLines };

  const before = trimRules(lines.slice(0, start));
  const after = trimRules(lines.slice(end));
  const body = before.length && after.length ? [...before, '', ...after] : [...before, ...after];
  return { body: body.join('\n'), subjectLines };
}
