import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import session from '@fastify/session';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openConfiguredDatabase, type Database } from './db/connection.js';
import { createLogger } from './operations/logger.js';
import { healthRoutes } from './operations/health.js';
import { Metrics, startMetricsServer } from './operations/metrics.js';
import { OidcClients } from './services/identity/sso/oidc-client.js';
import { createMailer } from './mail/mailer.js';
import { createNotifier } from './services/notifications/notifier.js';
import { startPublishScheduler, type PublishScheduler } from './services/publishing/scheduler.js';
import { startEventDispatcher, type EventDispatcher } from './services/events/dispatcher.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerJsonDepthGuard } from './http/json-depth.js';
import { createSecretBox, resolveAppSecret } from './operations/secrets.js';
import { connectRedis } from './http/redis.js';
import { registerSecurity } from './http/security.js';
import { createTokenRateLimit } from './http/token-rate-limit.js';
import { trustProxyOption } from './http/trust-proxy.js';
import { createActivityRecorder } from './services/activity.js';
import { createRequestAccounting } from './services/request-accounting.js';
import { startRollupFolding } from './services/platform/rollup-folding.js';
import { registerTenancy } from './tenancy/plugin.js';
import { CompanyCache } from './tenancy/company-cache.js';
import { registerCurrentUser } from './auth/guards.js';
import { createSessionSigner } from './auth/session-signer.js';
import { DbSessionStore, SESSION_TTL_MS, sessionCookieName } from './auth/session-store.js';
import { registerRoutes } from './routes/index.js';
import { swaggerOptions } from './openapi/swagger-options.js';
import { createDemoHandler } from './demo/in-process.js';
import { registerDemoAutomation } from './demo/plugin.js';
import { registerWebAssets } from './web-app/web-assets.js';
import { createPageRenderer } from './web-app/web-page.js';
import { createModelClient } from './model-client/client.js';
import { createAutomationClient } from './automation-client/client.js';
import { projectPath } from './db/project-folders.js';
import { createLocalInstanceBus } from './instance-bus/instance-bus.js';
import { createPgInstanceBus } from './instance-bus/pg-instance-bus.js';
import { createJobBus } from './services/generations/job-bus.js';
import { createJobRunner, type JobRunner } from './services/generations/runner.js';

const defaultWebRoot = projectPath('dist/web');

export interface BuildOptions {
  /** Reuse an open database, which the caller closes (tests share one per file). */
  database?: Database;
  /**
   * The app's own database, already opening (`npm start` opens it while the app's modules load,
   * decision 035), with the logger it reports to; the app closes it. Otherwise the app opens
   * the configured database itself.
   */
  opening?: { database: Promise<Database>; logger: FastifyBaseLogger };
  /** Serve the built client from dist/web (on for `npm start`). */
  serveWeb?: boolean;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: opts.opening?.logger ?? createLogger(config),
    // Failed requests are logged by our error handler whether or not this is on.
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Keep-alive connections without a request in progress close as soon as draining starts.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonDepthGuard(app);

  const database =
    opts.database ?? (await (opts.opening?.database ?? openConfiguredDatabase(config, app.log)));
  const appSecret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const allowHosts = [...config.WEBHOOK_ALLOW_HOSTS];
  const instances =
    database.kind === 'postgres' && config.DATABASE_URL
      ? createPgInstanceBus({ connectionString: config.DATABASE_URL, log: app.log })
      : createLocalInstanceBus();
  const jobEvents = createJobBus(instances);
  const mail = createMailer(config, app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secrets: createSecretBox(appSecret),
    activity: createActivityRecorder(database.db, app.log),
    accounting: createRequestAccounting(database.db, app.log),
    rollups: startRollupFolding(database.db, app.log, config.ROLLUP_FOLD_MS),
    log: app.log,
    allowHosts,
    automationClient: createAutomationClient({
      allowHosts,
      defaultTimeoutMs: config.WEBHOOK_TIMEOUT_MS,
      leadTimeoutMs: config.LEAD_WEBHOOK_TIMEOUT_MS,
      logger: app.log,
      demo: config.DEMO_AUTOMATION ? createDemoHandler(config.DEMO_DELAY_MS) : undefined,
    }),
    modelClient: createModelClient({ allowHosts, logger: app.log }),
    jobEvents,
    // A change made here is told to the other instances, whose tenant caches read it again.
    companies: new CompanyCache(database.db, config.TENANT_CACHE_MS, (slug) =>
      instances.send('company', slug),
    ),
    jobs: undefined as unknown as JobRunner,
    oidc: new OidcClients(() => allowHosts),
    lifecycle: { stopping: false },
    metrics: new Metrics(),
    mail,
    notifications: createNotifier({ db: database.db, instances, mail, config, log: app.log }),
    publisher: undefined as unknown as PublishScheduler,
    eventDispatcher: undefined as unknown as EventDispatcher,
  };
  // Other instances' company changes reach this instance's tenant cache (decision 019); after a
  // gap in the messages it forgets everything.
  instances.listen('company', (slug) => ctx.companies.drop(slug));
  instances.onGap(() => ctx.companies.drop('*'));
  ctx.jobs = createJobRunner(ctx, jobEvents);
  ctx.metrics.watch({
    jobsRunning: () => ctx.jobs.runningHere(),
    poolWaiting: () => database.waiting?.() ?? 0,
  });
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer(ctx.metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
        });
  if (metricsServer) {
    ctx.metrics.port = metricsServer.port;
    app.log.info(`Metrics: http://${config.METRICS_HOST}:${metricsServer.port}/metrics`);
  }
  ctx.jobs.startBackground();
  ctx.publisher = startPublishScheduler(ctx, config.PUBLISH_POLL_MS);
  ctx.eventDispatcher = startEventDispatcher(ctx);
  app.decorate('ctx', ctx);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  app.addHook('onClose', async () => {
    redis?.disconnect();
    metricsServer?.server.close();
    await ctx.jobs.stop();
    await ctx.publisher.stop();
    await ctx.eventDispatcher.stop();
    await instances.close();
    await ctx.activity.stop();
    await ctx.accounting.stop();
    await ctx.rollups.stop();
    await ctx.automationClient.close();
    await ctx.modelClient.close();
    await ctx.oidc.close();
    await ctx.notifications.close();
    await ctx.mail.close();
    if (!opts.database) await database.close();
  });

  await app.register(swagger, swaggerOptions(config));
  const webRoot = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : defaultWebRoot;
  const serveWeb = Boolean(opts.serveWeb && existsSync(webRoot));
  registerErrorHandler(app, { page: serveWeb ? createPageRenderer(webRoot, ctx) : undefined });
  await registerSecurity(app, {
    https: config.SECURE_COOKIES,
    requestsPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    redis,
  });
  await app.register(cookie);
  await app.register(session, {
    // The cookie verified once per request, not signed again (decision 029).
    secret: createSessionSigner(deriveSessionSecret(appSecret)),
    cookieName: sessionCookieName(config.SECURE_COOKIES),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.SECURE_COOKIES,
      path: '/',
      maxAge: SESSION_TTL_MS,
    },
    store: new DbSessionStore(database.db, config.SESSION_IDLE_MS),
    saveUninitialized: false,
    rolling: false,
    idGenerator: () => randomBytes(32).toString('base64url'),
  });
  registerTenancy(app, {
    companies: ctx.companies,
    baseDomain: config.BASE_DOMAIN,
    defaultCompany: config.DEFAULT_COMPANY,
  });
  registerCurrentUser(app, database.db);
  // A stopping instance still answers, but no client should keep its connection to it.
  app.addHook('onSend', async (_request, reply) => {
    if (ctx.lifecycle.stopping) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.httpDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    if (!request.url.startsWith('/api/')) return;
    ctx.accounting.add(request.tenant?.id ?? 0, reply.statusCode, reply.elapsedTime);
  });

  registerInputGuard(app);
  await app.register(registerRoutes, {
    prefix: '/api',
    tokenRateLimit: createTokenRateLimit({ perMinute: config.API_TOKEN_RATE_PER_MINUTE, redis }),
  });
  await app.register(healthRoutes);
  if (config.DEMO_AUTOMATION) {
    await app.register(registerDemoAutomation, { delayMs: config.DEMO_DELAY_MS });
  }
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  if (serveWeb) await registerWebAssets(app, webRoot, config.SERVE_SOURCEMAPS);
  return app;
}

function deriveSessionSecret(appSecret: string) {
  return `${appSecret}:copydesk-session-cookie-signing`.padEnd(64, '.');
}
