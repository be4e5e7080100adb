import {
  choose,
  expect,
  openAssistant,
  seriousViolations,
  signIn,
  test,
  textbox,
} from './fixtures.js';

/** The Revision tab shows the text being revised, read-only and scrollable. */

test('the Revision tab shows the text being revised above the request box', async ({
  page,
  staff,
}) => {
  await signIn(page, staff.username, staff.password);
  await openAssistant(page, 'Blog Article', 'Blog Article Generator');
  const revisionTab = page.getByRole('tab', { name: 'Revision' });
  const source = page.getByRole('textbox', { name: 'Text being revised' });
  const request = page.getByRole('textbox', { name: 'What would you like to change?' });

  // Nothing generated yet: only the request box.
  await revisionTab.click();
  await expect(request).toBeVisible();
  await expect(source).toHaveCount(0);

  await page.getByRole('tab', { name: 'Generated Content' }).click();
  await textbox(page, 'Article Topic').fill('How to back up an accounting office');
  await textbox(page, 'Audience').fill('Owners of accounting firms');
  await choose(page, 'Content Type', 'How-To Guide');
  await textbox(page, 'Keywords to Include').fill('ransomware, backups');
  await page.getByRole('button', { name: 'Generate Article', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();

  await revisionTab.click();
  await expect(source).toBeVisible();
  await expect(source).toHaveAttribute('readonly', '');
  await expect(source).toHaveValue(/## Conclusion/);
  // The whole article does not fit: the box keeps its height and scrolls, above the request.
  const sizes = await source.evaluate((el) => ({
    scroll: el.scrollHeight,
    client: el.clientHeight,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const sourceBox = (await source.boundingBox())!;
  expect(sourceBox.height).toBeLessThanOrEqual(320);
  expect((await request.boundingBox())!.y).toBeGreaterThan(sourceBox.y + sourceBox.height);
  await source.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  expect(await source.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  // Read-only: typing changes nothing.
  const before = await source.inputValue();
  await source.press('End');
  await source.pressSequentially('typed');
  await expect(source).toHaveValue(before);
  await expect(page.getByRole('button', { name: 'Revise Content' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // After a revision, the revised text is the one a next revision starts from.
  await request.fill('Add a call to action');
  await page.getByRole('button', { name: 'Revise Content' }).click();
  await expect(page.getByText('Content revised', { exact: true })).toBeVisible();
  await revisionTab.click();
  await expect(source).toHaveValue(/Revised as requested/);
});
