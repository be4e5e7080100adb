import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { repointDemoWebhooks, seedIfEmpty, type SeededAccount } from './services/seed.js';

function printWelcome(config: Config, port: number, seeded: SeededAccount[]) {
  const base = config.BASE_DOMAIN;
  const url = (sub?: string) => `http://${sub ? `${sub}.` : ''}${base}:${port}`;
  const lines = [
    '',
    `Copydesk is running: ${url()} (operator tenant)`,
    `Demo company:        ${url('demo')}`,
  ];
  if (seeded.length > 0) {
    lines.push('', 'Accounts created on this first start (shown only once):');
    for (const a of seeded) {
      const where = a.companyId === 'demo' ? url('demo') : url();
      const note = a.generated ? '  (must be changed at first sign-in)' : '';
      lines.push(`  ${where}  ${a.username.padEnd(11)} ${a.password}${note}`);
    }
  }
  lines.push('');
  console.log(lines.join('\n'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config, { serveWeb: true });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const demoOrigin = config.DEMO_AUTOMATION ? `http://127.0.0.1:${port}` : null;
  if (demoOrigin) {
    app.ctx.allowHosts.push(`127.0.0.1:${port}`);
    await repointDemoWebhooks(app.ctx.db, demoOrigin);
  }
  const seeded = await seedIfEmpty(app.ctx.db, {
    platformAdminPassword: config.SEED_PLATFORM_ADMIN_PASSWORD,
    demoAdminPassword: config.SEED_DEMO_ADMIN_PASSWORD,
    demoUserPassword: config.SEED_DEMO_USER_PASSWORD,
    demoAutomationOrigin: demoOrigin,
  });
  printWelcome(config, port, seeded);

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

void main();
