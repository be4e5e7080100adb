import { describe, expect, it } from 'vitest';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

const t = await createTestApp();
const withPublicUrl = await createTestApp({ PUBLIC_URL: 'https://copydesk.example.com/' });

interface Workflow {
  nodes: Array<{ type: string; parameters: Record<string, unknown> }>;
}
const pathOf = (wf: Workflow) =>
  wf.nodes.find((n) => n.type === 'n8n-nodes-base.webhook')?.parameters.path;
const noteOf = (wf: Workflow) =>
  String(wf.nodes.find((n) => n.type === 'n8n-nodes-base.stickyNote')?.parameters.content);

async function scene() {
  const company = await createCompany(t);
  const other = await createCompany(t);
  const platform = await platformCompany(t);
  const [user, admin, otherAdmin, staff] = await Promise.all([
    createUser(t, company, 'user'),
    createUser(t, company, 'admin'),
    createUser(t, other, 'admin'),
    createUser(t, platform, 'admin'),
  ]);
  const slug = company.slug;
  return {
    company,
    user: { slug, cookie: await signIn(t, slug, user.username) },
    admin: { slug, cookie: await signIn(t, slug, admin.username) },
    otherAdmin: {
      slug: other.slug,
      cookie: await signIn(t, other.slug, otherAdmin.username),
    },
    staff: { slug: 'platform-admin', cookie: await signIn(t, 'platform-admin', staff.username) },
  };
}

describe('GET /api/automations/n8n/{assistantId}.json', () => {
  it("a company admin downloads the company's workflow with its path and address", async () => {
    const { company, admin } = await scene();
    const res = await call(t, { url: '/api/automations/n8n/blog.json', ...admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const path = `copydesk-${company.slug}-blog`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${path}.json"`);
    const wf = res.json<Workflow>();
    expect(pathOf(wf)).toBe(path);
    // Copydesk's configured address, whatever host the request came through.
    expect(noteOf(wf)).toContain('Copydesk (http://localhost:5000)');
  });

  it('PUBLIC_URL, when set, is the address written into the workflow', async () => {
    const company = await createCompany(withPublicUrl);
    const admin = await createUser(withPublicUrl, company, 'admin');
    const slug = company.slug;
    const cookie = await signIn(withPublicUrl, slug, admin.username);
    const res = await call(withPublicUrl, {
      url: '/api/automations/n8n/facebook.json',
      slug,
      cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(noteOf(res.json<Workflow>())).toContain('Copydesk (https://copydesk.example.com)');
  });

  it('operator staff download the platform defaults and any company', async () => {
    const { company, staff } = await scene();
    const own = await call(t, { url: '/api/automations/n8n/lead-generator.json', ...staff });
    expect(own.statusCode).toBe(200);
    expect(pathOf(own.json<Workflow>())).toBe('copydesk-lead-generator');
    const url = `/api/automations/n8n/website.json?companyId=${company.slug}`;
    const theirs = await call(t, { url, ...staff });
    expect(theirs.statusCode).toBe(200);
    expect(pathOf(theirs.json<Workflow>())).toBe(`copydesk-${company.slug}-website`);
  });

  it('refuses signed-out callers, members, other companies and unknown assistants', async () => {
    const { company, user, otherAdmin, admin } = await scene();
    const url = '/api/automations/n8n/blog.json';
    expect((await call(t, { url, slug: company.slug })).statusCode).toBe(401);
    expect((await call(t, { url, ...user })).statusCode).toBe(403);
    const foreign = `${url}?companyId=${company.slug}`;
    expect((await call(t, { url: foreign, ...otherAdmin })).statusCode).toBe(404);
    const unknown = await call(t, { url: '/api/automations/n8n/poetry.json', ...admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown assistant');
  });
});
