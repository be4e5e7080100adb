import { createTestApp } from './test-app.js';
import { startWebhookServer, type RecordedRequest } from './webhook-server.js';

export type Callback = { url: string; token: string };

/** The callback a webhook request carried (callback mode). */
export const callbackOf = (req: RecordedRequest) => (req.body as { callback: Callback }).callback;

/**
 * An app listening on a real port, with PUBLIC_URL pointing at it, so an automation in callback
 * mode can call it back, and a local automation it may reach; CALLBACK_TIMEOUT_MS is 1 s.
 */
export async function startCallbackApp(heartbeatMs: number) {
  const hook = await startWebhookServer();
  const t = await createTestApp({
    WEBHOOK_ALLOW_HOSTS: [hook.host],
    JOB_HEARTBEAT_MS: heartbeatMs,
    CALLBACK_TIMEOUT_MS: 1000,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t.app.ctx.config.PUBLIC_URL = `http://127.0.0.1:${port}`;
  return { hook, t };
}
