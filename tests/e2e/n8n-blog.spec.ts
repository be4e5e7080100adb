import { readFileSync } from 'node:fs';
import { choose, expect, openAssistant, PASSWORDS, signIn, test, textbox } from './fixtures.js';

/**
 * @n8n: runs only in `npm run test:n8n` (playwright.config.ts leaves it out otherwise), which
 * starts a real n8n with the ready-made workflows and a fake model (N8N_STACK_INFO says where).
 */
const stackFile = process.env.N8N_STACK_INFO ?? '';

test('@n8n a blog article generated through the real n8n workflow', async ({ page }) => {
  const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as { n8nUrl: string; apiKey: string };

  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  await page.goto('/admin/settings');
  await page
    .getByLabel('Blog Article Webhook URL', { exact: true })
    .fill(`${stack.n8nUrl}/webhook/copydesk-blog`);
  await page.getByLabel('Blog Article API Key (Optional)', { exact: true }).fill(stack.apiKey);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  await page.goto('/');
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  await textbox(page, 'Article Topic').fill('Backups that survive ransomware');
  await textbox(page, 'Audience').fill('Dental office owners');
  await choose(page, 'Content Type', 'How-To Guide');
  await textbox(page, 'Keywords to Include').fill('ransomware backups');
  await page.getByRole('button', { name: 'Generate Article', exact: true }).click();

  // The article as Copydesk formats it: the body, and the SEO metadata parsed into its panel.
  const result = page.getByRole('tabpanel', { name: 'Generated Content' });
  const body = result.getByTestId('generated-content');
  await expect(body.getByText('Backups That Survive Ransomware', { exact: true })).toBeVisible();
  await expect(body.getByText('Talk to Acme IT about a backup review.')).toBeVisible();
  await expect(body.getByText('URL Slug')).toHaveCount(0);
  const seo = result.getByRole('region', { name: 'SEO Metadata' });
  await expect(seo.getByText('ransomware-backups-for-dentists', { exact: true })).toBeVisible();
});
