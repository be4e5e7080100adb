import { describe, expect, it } from 'vitest';
import { hasUnfilledPlaceholder, mapLeadResult, parseLeadResult } from '../../../src/core/leads.js';
import {
  AutomationError,
  automationMessages,
} from '../../../src/server/automation-client/errors.js';
import {
  normaliseContent,
  normaliseLeads,
} from '../../../src/server/automation-client/normalise.js';
import { describeTestResult } from '../../../src/server/automation-client/test-result.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const answer = (text: string, contentType = JSON_TYPE) => ({
  text,
  contentType,
  status: 200,
  latencyMs: 12,
});
const asJson = (value: unknown) => answer(JSON.stringify(value));

function thrown(fn: () => unknown): AutomationError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AutomationError);
    return e as AutomationError;
  }
  throw new Error('expected a AutomationError');
}

describe('normaliseContent', () => {
  it.each([
    ['text/plain', answer('# Title\n\nBody', 'text/plain'), '# Title\n\nBody'],
    ['a JSON string', asJson('Hello'), 'Hello'],
    ['{output}', asJson({ output: 'Out' }), 'Out'],
    ['{content}', asJson({ content: 'Con' }), 'Con'],
    ['{text}', asJson({ text: 'Txt' }), 'Txt'],
    ['{response}', asJson({ response: 'Res' }), 'Res'],
    ['{message}', asJson({ message: 'Msg' }), 'Msg'],
    ['{result}', asJson({ result: 'Rsl' }), 'Rsl'],
    ['an n8n item array', asJson([{ output: 'First' }, { output: 'Second' }]), 'First'],
    ['a json wrapper', asJson([{ json: { output: 'Wrapped' } }]), 'Wrapped'],
    ['a nested object', asJson({ output: { text: 'Nested' } }), 'Nested'],
    ['a double-encoded object', asJson(JSON.stringify({ output: 'Double' })), 'Double'],
    ['output before other keys', asJson({ text: 'b', output: 'a' }), 'a'],
    ['JSON sent as text/plain', answer('{"output":"Typed"}', 'text/plain'), 'Typed'],
    [
      'text that only looks like JSON',
      answer('[Read more](https://x.test)', 'text/plain'),
      '[Read more](https://x.test)',
    ],
  ])('accepts %s', (_name, res, expected) => {
    expect(normaliseContent(res, 'Blog Article')).toBe(expected);
  });

  it.each([
    ['an empty body', answer('', 'text/plain')],
    ['whitespace', answer('  \n ', 'text/plain')],
    ['an empty output', asJson({ output: '' })],
    ['an empty array', asJson([])],
    ['an empty object', asJson({})],
  ])('refuses %s as empty', (_name, res) => {
    const error = thrown(() => normaliseContent(res, 'Blog Article'));
    expect(error.kind).toBe('empty');
    expect(error.message).toContain('The Blog Article automation returned an empty response');
    expect(error.message).toContain('Respond to Webhook node');
  });

  it.each([
    ['n8n JSON', asJson({ message: 'Workflow was started' })],
    ['an array of it', asJson([{ message: 'Workflow was started' }])],
    ['plain text', answer('Workflow was started', 'text/plain')],
  ])('recognises "Workflow was started" as %s', (_name, res) => {
    const error = thrown(() => normaliseContent(res, 'Facebook'));
    expect(error.kind).toBe('workflow-started');
    expect(error.message).toContain('The Facebook automation answered immediately');
  });

  it('refuses JSON without any text', () => {
    const error = thrown(() => normaliseContent(asJson({ foo: 1 }), 'Blog Article'));
    expect(error.kind).toBe('unparseable');
    expect(error.raw).toBe('{"foo":1}');
    expect(thrown(() => normaliseContent(asJson(42), 'Blog Article')).kind).toBe('unparseable');
  });
});

const LEADS = {
  summary: { total: 3, qualified: 1, maybe: 1, unlikely: 1 },
  leads: [
    {
      businessName: 'Baker Plumbing',
      phone: '(512) 555-0101',
      email: 'info@bakerplumbing.com',
      website: 'https://www.bakerplumbing.com',
      city: 'Austin',
      reviewCount: '42',
      rating: '4.7',
      score: 88,
      qualificationStatus: 'Qualified',
    },
    { name: 'Diaz Electric', status: 'maybe', reviewCount: 3, rating: 4, score: '61' },
    { businessName: 'Unknown Co', qualificationStatus: 'hot', rating: null },
  ],
};

const MAPPED_FIRST = {
  name: 'Baker Plumbing',
  phone: '(512) 555-0101',
  email: 'info@bakerplumbing.com',
  website: 'https://www.bakerplumbing.com',
  city: 'Austin',
  reviewCount: 42,
  rating: 4.7,
  score: 88,
  status: 'qualified',
};

describe('normaliseLeads', () => {
  it.each([
    ['an object', asJson(LEADS)],
    ['an array of one', asJson([LEADS])],
    ['a JSON string', asJson(JSON.stringify(LEADS))],
    ['{output} holding JSON', asJson({ output: JSON.stringify(LEADS) })],
    ['fenced JSON in output', asJson([{ output: '```json\n' + JSON.stringify(LEADS) + '\n```' }])],
    [
      'fenced JSON as text',
      answer('```json\n' + JSON.stringify(LEADS, null, 2) + '\n```', 'text/plain'),
    ],
    [
      'JSON after a sentence',
      answer('Here are your leads: ' + JSON.stringify(LEADS), 'text/plain'),
    ],
    ['a json wrapper', asJson([{ json: LEADS }])],
  ])('accepts %s', (_name, res) => {
    const result = normaliseLeads(res, 'Lead Generator');
    expect(result.summary).toEqual({ total: 3, qualified: 1, maybe: 1, unlikely: 1 });
    expect(result.leads).toHaveLength(3);
    expect(result.leads[0]).toEqual(MAPPED_FIRST);
  });

  it('maps names, statuses and numbers as docs/product.md#leads says', () => {
    const [, second, third] = normaliseLeads(asJson(LEADS), 'Lead Generator').leads;
    expect(second).toMatchObject({ name: 'Diaz Electric', status: 'maybe', score: 61, phone: '' });
    expect(third).toMatchObject({ name: 'Unknown Co', status: 'unlikely', rating: 0, score: 0 });
  });

  it('counts the summary from the leads when it is missing', () => {
    const result = normaliseLeads(asJson({ leads: LEADS.leads }), 'Lead Generator');
    expect(result.summary).toEqual({ total: 3, qualified: 1, maybe: 1, unlikely: 1 });
    const bare = normaliseLeads(asJson(LEADS.leads), 'Lead Generator');
    expect(bare.summary.total).toBe(3);
  });

  it('coerces summary numbers sent as strings', () => {
    const res = asJson({
      summary: { total: '10', qualified: '4', maybe: '3', unlikely: '3' },
      leads: [],
    });
    expect(normaliseLeads(res, 'Lead Generator').summary).toEqual({
      total: 10,
      qualified: 4,
      maybe: 3,
      unlikely: 3,
    });
  });

  it.each(['{{ $json.total }}', '={{ $json.summary.total }}', 'Total: {{$json["total"]}}'])(
    'refuses an unfilled template expression in the summary total (%s)',
    (total) => {
      const res = asJson({ summary: { total, qualified: 0, maybe: 0, unlikely: 0 }, leads: [] });
      const error = thrown(() => normaliseLeads(res, 'Lead Generator'));
      expect(error.kind).toBe('placeholder');
      expect(error.message).toContain("Lead Generator automation's webhook needs configuring");
      expect(error.message).toContain(total.trim());
    },
  );

  it('refuses what cannot be read as leads', () => {
    const error = thrown(() =>
      normaliseLeads(answer('Sorry, no leads today', 'text/plain'), 'Lead Generator'),
    );
    expect(error.kind).toBe('unparseable');
    expect(error.raw).toBe('Sorry, no leads today');
    expect(thrown(() => normaliseLeads(asJson({ output: 'nope' }), 'Lead Generator')).kind).toBe(
      'unparseable',
    );
  });

  it('refuses empty answers and "Workflow was started"', () => {
    expect(thrown(() => normaliseLeads(answer('', 'text/plain'), 'Lead Generator')).kind).toBe(
      'empty',
    );
    const started = asJson({ message: 'Workflow was started' });
    expect(thrown(() => normaliseLeads(started, 'Lead Generator')).kind).toBe('workflow-started');
  });
});

describe('core lead helpers', () => {
  it('hasUnfilledPlaceholder spots template expressions only', () => {
    expect(hasUnfilledPlaceholder('{{ $json.total }}')).toBe(true);
    expect(hasUnfilledPlaceholder('={{$json.total}}')).toBe(true);
    expect(hasUnfilledPlaceholder('12')).toBe(false);
    expect(hasUnfilledPlaceholder(12)).toBe(false);
    expect(hasUnfilledPlaceholder('{ not one }')).toBe(false);
  });

  it('mapLeadResult tolerates junk', () => {
    expect(mapLeadResult(null)).toEqual({
      summary: { total: 0, qualified: 0, maybe: 0, unlikely: 0 },
      leads: [],
    });
    expect(mapLeadResult({ leads: [1, 'x', { name: 'A' }] }).leads).toHaveLength(1);
  });

  it('parseLeadResult reads a saved history item, or gives null', () => {
    expect(parseLeadResult(JSON.stringify(LEADS))?.leads[0]).toEqual(MAPPED_FIRST);
    expect(parseLeadResult('plain text')).toBeNull();
  });
});

describe('describeTestResult', () => {
  const ok = (text: string, status = 200) => ({
    response: { status, contentType: JSON_TYPE, text, latencyMs: 40 },
  });
  const failed = (kind: AutomationError['kind'], status?: number) => ({
    error: new AutomationError(kind, `The Blog Article automation failed (${kind}).`, {
      status,
      latencyMs: status ? 30 : undefined,
    }),
  });

  it('understands {output: "ok"}', () => {
    expect(describeTestResult(ok('{"output":"ok"}'), 'Blog Article')).toEqual({
      reachable: true,
      status: 200,
      latencyMs: 40,
      understood: true,
    });
  });

  it('names an inactive n8n workflow', () => {
    const result = describeTestResult(failed('not-registered', 404), 'Blog Article');
    expect(result).toMatchObject({ reachable: true, status: 404, understood: false });
    expect(result.problem).toContain('not active');
    expect(result.problem).toContain('not registered');
  });

  it.each([401, 403])('names a refused API key (%s)', (status) => {
    const result = describeTestResult(failed('http-status', status), 'Blog Article');
    expect(result.problem).toContain('refused the API key');
  });

  it('names "Workflow was started"', () => {
    const result = describeTestResult(ok('{"message":"Workflow was started"}'), 'Blog Article');
    expect(result).toMatchObject({ reachable: true, understood: false });
    expect(result.problem).toContain('Workflow was started');
  });

  it('names a timeout as unreachable', () => {
    const error = new AutomationError(
      'timeout',
      automationMessages.timeout('Blog Article', 90_000),
    );
    const result = describeTestResult({ error }, 'Blog Article');
    expect(result).toMatchObject({ reachable: false, status: null, understood: false });
    expect(result.problem).toBe('The Blog Article automation did not answer within 90 seconds.');
  });

  it('names an unfilled template expression', () => {
    const result = describeTestResult(ok('{"summary":{"total":"{{ $json.total }}"}}'), 'Leads');
    expect(result.understood).toBe(false);
    expect(result.problem).toContain('{{ $json.total }}');
  });
});
