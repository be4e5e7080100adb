import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { destinations, publications } from '../../src/server/db/schema.js';
import { addHistory, newMember } from '../support/factories.js';
import { createTestApp, hostOf } from '../support/test-app.js';
import { waitUntil } from '../support/wait-until.js';
import type { WordPressPost } from './support/fake-wordpress.js';
import { PUBLISH_WORDPRESS_PATH, readStackInfo } from './support/stack-info.js';

/**
 * automations/n8n/publish-to-wordpress.json on a real n8n, its WordPress a stand-in that answers
 * as WordPress's REST API does: called with a publish body, and as a Copydesk destination.
 */
const stack = readStackInfo();
const webhook = `${stack.n8nUrl}/webhook/${PUBLISH_WORDPRESS_PATH}`;
const posts = async () =>
  (await (await fetch(`${stack.wordpressUrl}/_control/posts`)).json()) as WordPressPost[];

const publishBody = (title: string) => ({
  event: 'publish',
  publicationId: 987,
  test: false,
  company: { id: 'acme', name: 'Acme IT' },
  item: {
    id: 55,
    assistantType: 'blog',
    title,
    content: `# ${title}\n\nPlant **tomatoes** early.`,
    html: `<h1>${title}</h1>\n<p>Plant <strong>tomatoes</strong> early.</p>`,
    formData: { topic: title },
    version: 2,
  },
  callbackUrl: 'https://copydesk.example.com/api/publications/987/callback',
  callbackToken: 'token-not-used-here',
});

describe('Publish to WordPress on a real n8n', () => {
  it('creates a draft post with the title and HTML and answers its link and id', async () => {
    const res = await fetch(webhook, {
      method: 'POST',
      headers: { authorization: stack.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(publishBody('Spring planting')),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { url: string; externalId: string };
    const post = (await posts()).find((p) => p.title === 'Spring planting');
    expect(post).toMatchObject({
      content: '<h1>Spring planting</h1>\n<p>Plant <strong>tomatoes</strong> early.</p>',
      status: 'draft',
    });
    expect(post!.authorization).toMatch(/^Basic /);
    expect(answer).toEqual({
      url: `https://wp.example/?p=${post!.id}`,
      externalId: String(post!.id),
    });
  });

  it('refuses a call without the API key', async () => {
    const before = (await posts()).length;
    const res = await fetch(webhook, {
      method: 'POST',
      headers: { authorization: 'not-the-key', 'content-type': 'application/json' },
      body: JSON.stringify(publishBody('Not sent')),
    });
    expect(res.status).toBe(403);
    expect(await posts()).toHaveLength(before);
  });

  it('publishes through Copydesk: the publication ends published with the post link', async () => {
    const t = await createTestApp({
      WEBHOOK_ALLOW_HOSTS: [new URL(stack.n8nUrl).host],
      PUBLISH_POLL_MS: 200,
    });
    const member = await newMember(t, { role: 'admin', company: { companyName: 'Acme IT' } });
    const [destination] = await t.database.db
      .insert(destinations)
      .values({
        companyId: member.company.id,
        name: 'WordPress blog',
        url: webhook,
        apiKeyEncrypted: t.app.ctx.secrets.encrypt(stack.apiKey),
      })
      .returning();
    const [item] = await addHistory(
      t,
      { company: member.company, user: member.user },
      {
        status: 'approved',
        content: 'Autumn pruning\n\nCut the **old wood** back.',
        formData: { topic: 'Autumn pruning' },
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/history/${item.id}/publications`,
      headers: { host: hostOf(member.slug), cookie: member.cookie },
      payload: { destinationId: destination.id, baseVersion: item.version },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const row = await waitUntil(
      async () => {
        await t.app.ctx.publisher.tick();
        return (await t.database.db.select().from(publications).where(eq(publications.id, id)))[0];
      },
      (r) => r.status === 'published' || r.status === 'failed',
      { everyMs: 500 },
    );
    const post = (await posts()).find((p) => p.content.includes('old wood'));
    expect(row, row.lastError ?? '').toMatchObject({
      status: 'published',
      url: `https://wp.example/?p=${post!.id}`,
      externalId: String(post!.id),
    });
    expect(post!.content).toContain('<strong>old wood</strong>');
  });
});
