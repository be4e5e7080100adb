import { readFile } from 'node:fs/promises';
import { expect, PASSWORDS, signIn, test } from './fixtures.js';

test('An admin downloads the n8n workflow of an assistant from the webhook settings', async ({
  page,
}) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await page.goto('/admin/settings');
  const card = page.getByTestId('n8n-workflows');
  await expect(card.getByRole('heading', { name: 'Ready-made n8n workflows' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download the n8n workflow for Blog Article' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('copydesk-demo-blog.json');
  const workflow = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    nodes: Array<{ type: string; parameters: { path?: string; responseMode?: string } }>;
  };
  const webhook = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.webhook');
  expect(webhook?.parameters).toMatchObject({
    path: 'copydesk-demo-blog',
    responseMode: 'streaming',
  });
});
