import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  assistantAccess,
  assistantRunsOn,
  auditLog,
  authTokens,
  companyExportChunks,
  companyExports,
  generationJobs,
  historyItems,
  historyVersions,
  notificationMails,
  apiTokens,
  eventDeliveries,
  eventDeliveryAttempts,
  eventEndpoints,
  knowledgeDocuments,
  knowledgeFiles,
  knowledgePassages,
  events,
  calendarFeeds,
  destinations,
  publications,
  loginChallenges,
  presets,
  rateLimitCounters,
  recoveryCodes,
  ssoSettings,
} from '../../src/server/db/schema.js';
import { recordUsage } from '../../src/server/services/model-connections/record-usage.js';
import { setModelConnection, setWebhook, createUser, type Company } from './factories.js';
import { generate } from './generate-fixtures.js';
import { VALID_FORMS } from './sample-forms.js';
import { call, signIn, type TestApp } from './test-app.js';
import type { WebhookServer } from './webhook-server.js';

const token = () => randomBytes(16).toString('hex');
const inADay = () => new Date(Date.now() + 24 * 3600_000);

/**
 * A company with rows in every table that can hold its data: an admin and a user signed in
 * (sessions), a real generation through `hook` (webhook settings, history item, job, activity,
 * plan usage, request stats), a model connection with the tokens of that job, and the rest
 * inserted as the features would store them. An audit entry of its admin acting on `elsewhere`
 * (another company) too, when given.
 */
export async function seedCompany(
  t: TestApp,
  company: Company,
  hook: WebhookServer,
  elsewhere?: { id: number; slug: string },
) {
  const db = t.database.db;
  const admin = await createUser(t, company, 'admin', { email: `${token()}@example.com` });
  const user = await createUser(t, company, 'user');
  const cookie = await signIn(t, company.slug, user.username);
  const adminCookie = await signIn(t, company.slug, admin.username);
  // A failed sign-in naming the user (kept by name, not by company).
  await call(t, {
    method: 'POST',
    url: '/api/auth/login',
    slug: company.slug,
    payload: { username: user.username, password: 'Wrong-password-123' },
  });
  await setWebhook(t, company, 'blog', hook.url(`/erase/${company.slug}/blog`));
  hook.answerOn(`/erase/${company.slug}/blog`, { body: [{ output: 'Generated text' }] });
  const generated = await generate(
    t,
    { slug: company.slug, cookie },
    {
      assistantType: 'blog',
      formData: VALID_FORMS.blog,
      sessionId: 'default',
    },
  );
  if (generated.statusCode !== 200) throw new Error(`generation failed: ${generated.body}`);
  const historyId = generated.json().historyId as number;
  // Its model connection, an assistant's way, and the tokens of a job that ran on the model.
  await setModelConnection(t, company, { baseUrl: 'https://models.example.com/v1' });
  await db.insert(assistantRunsOn).values({
    companyId: company.id,
    assistantType: 'facebook',
    runsOn: 'automation',
  });
  const [job] = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(eq(generationJobs.companyId, company.id));
  const connection = {
    source: 'company' as const,
    label: '',
    model: 'gpt-test',
    inputPricePerMillion: 1,
    outputPricePerMillion: 2,
  };
  await recordUsage(
    t.app.ctx,
    job.id,
    { connection },
    {
      promptTokens: 10,
      completionTokens: 20,
      estimated: false,
    },
  );
  await db
    .insert(historyVersions)
    .values({ historyId, version: 1, kind: 'generated', content: 'Generated text' });
  const [own] = await db
    .insert(historyItems)
    .values({ companyId: company.id, userId: admin.id, assistantType: 'blog', content: 'x' })
    .returning();
  await db
    .insert(historyVersions)
    .values({ historyId: own.id, version: 1, kind: 'edited', content: 'x' });
  // The generated text in review: its reviewer, a comment, the notifications and a review mail.
  const review = await call(t, {
    method: 'POST',
    url: `/api/history/${historyId}/review`,
    slug: company.slug,
    cookie,
    payload: { reviewerIds: [admin.id], baseVersion: 1 },
  });
  if (review.statusCode !== 200) throw new Error(`review failed: ${review.body}`);
  await call(t, {
    method: 'POST',
    url: `/api/history/${historyId}/comments`,
    slug: company.slug,
    cookie: adminCookie,
    payload: { body: 'Looks good' },
  });
  await db.insert(notificationMails).values({ userId: user.id, historyId, sentAt: new Date() });
  // A destination, a publication of the text to it, and a calendar feed.
  const [destination] = await db
    .insert(destinations)
    .values({ companyId: company.id, name: 'Blog', url: 'https://publish.example.com/hook' })
    .returning();
  await db.insert(publications).values({
    companyId: company.id,
    historyId,
    version: 1,
    destinationId: destination.id,
    destinationName: destination.name,
    status: 'scheduled',
    publishAt: new Date(Date.now() + 86_400_000),
    createdBy: user.id,
  });
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, companyId: company.id, tokenHash: token() });
  // An API token.
  await db.insert(apiTokens).values({
    companyId: company.id,
    userId: user.id,
    name: 'CRM',
    scopes: ['generate'],
    start: 'cdk_abcd',
    tokenHash: token(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // An event endpoint with an event, its delivery and an attempt.
  const [endpoint] = await db
    .insert(eventEndpoints)
    .values({
      companyId: company.id,
      url: 'https://hooks.example.com/events',
      events: ['*'],
      secretEncrypted: 'sealed',
    })
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      companyId: company.id,
      type: 'user.created',
      messageId: `msg_${token().slice(0, 32)}`,
      payload: { type: 'user.created', timestamp: new Date().toISOString(), data: {} },
    })
    .returning();
  const [delivery] = await db
    .insert(eventDeliveries)
    .values({
      eventId: event.id,
      endpointId: endpoint.id,
      companyId: company.id,
      status: 'succeeded',
    })
    .returning();
  await db
    .insert(eventDeliveryAttempts)
    .values({ deliveryId: delivery.id, statusCode: 200, durationMs: 5 });
  // A knowledge document with its source file and a passage.
  const [knowledge] = await db
    .insert(knowledgeDocuments)
    .values({
      companyId: company.id,
      title: 'Price list',
      source: 'prices.txt',
      kind: 'text',
      bytes: 5,
      status: 'ready',
      passages: 1,
      createdBy: admin.id,
    })
    .returning();
  await db
    .insert(knowledgeFiles)
    .values({ documentId: knowledge.id, mediaType: 'text/plain', content: Buffer.from('Pro 9') });
  await db.insert(knowledgePassages).values({
    companyId: company.id,
    documentId: knowledge.id,
    position: 0,
    text: 'Pro 9',
  });
  await db
    .insert(assistantAccess)
    .values({ companyId: company.id, assistantType: 'facebook', enabled: false });
  await db.insert(presets).values({
    companyId: company.id,
    userId: user.id,
    assistantType: 'blog',
    name: 'Mine',
    formData: { topic: 'x' },
  });
  await db.insert(authTokens).values({
    companyId: company.id,
    userId: user.id,
    kind: 'invite',
    tokenHash: token(),
    expiresAt: inADay(),
  });
  await db.insert(recoveryCodes).values({ userId: admin.id, codeHash: token() });
  await db.insert(loginChallenges).values({
    tokenHash: token(),
    kind: 'two-factor',
    companyId: company.id,
    userId: admin.id,
    expiresAt: inADay(),
  });
  await db.insert(ssoSettings).values({
    companyId: company.id,
    issuer: 'https://id.example.com',
    clientId: 'client',
    clientSecretEncrypted: t.app.ctx.secrets.encrypt('secret'),
    buttonLabel: 'Sign in with Example',
  });
  const exportId = randomUUID();
  await db.insert(companyExports).values({
    id: exportId,
    companyId: company.id,
    requestedBy: admin.id,
    expiresAt: inADay(),
  });
  await db.insert(companyExportChunks).values({ exportId, seq: 0, data: Buffer.from('zip') });
  await db.insert(rateLimitCounters).values({
    key: `forgot-password:login:${company.id}:${user.username.toLowerCase()}`,
    windowStart: new Date(),
    hits: 1,
  });
  const entry = (on: { id: number; slug: string }) => ({
    companyId: on.id,
    companySlug: on.slug,
    actorUserId: admin.id,
    actorUsername: admin.username,
    actorCompanyId: company.id,
    actorCompanySlug: company.slug,
    action: 'user.create',
    targetType: 'user',
    targetId: String(user.id),
    targetLabel: user.username,
  });
  await db.insert(auditLog).values([entry(company), ...(elsewhere ? [entry(elsewhere)] : [])]);
  await t.app.ctx.activity.flush();
  await t.app.ctx.accounting.flush();
  return { admin, user, cookie, adminCookie };
}
