import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
/** The suite's mail server (tests/support/mail-catcher.ts): SMTP for the app, HTTP for specs. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1100);
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? E2E_PORT + 1101);
export const E2E_PASSWORDS = {
  admin: 'Platform-Admin-Pass-1',
  'demo-admin': 'Demo-Admin-Pass-1',
  'demo-user': 'Demo-User-Pass-1',
} as const;

/** CHROMIUM_PATH, else Debian's chromium, else Playwright's own browser. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs that need the real n8n stack run only inside `npm run test:n8n` (N8N_STACK_INFO set).
  testIgnore: process.env.N8N_STACK_INFO ? [] : ['**/n8n-blog.spec.ts'],
  outputDir: `test-results/e2e-${E2E_PORT}`,
  // A hang guard, not a speed check (speed is measured in bench/): the longest journeys took
  // 78 s of the former 90 on a slow day of this 2-core machine, and one went over in CI.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://demo.localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // Mail for invitations and password resets (decision 044): the app's SMTP_URL below.
      command: 'node --import tsx tests/support/mail-catcher.ts',
      url: `http://127.0.0.1:${E2E_MAIL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_MAIL_PORT: String(E2E_MAIL_PORT) },
    },
    {
      // What ships: the server's bundle (scripts/e2e.mjs builds it first).
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        WEB_DIST_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        DEMO_DELAY_MS: '150',
        SHUTDOWN_DELAY_MS: '0',
        // The local automations that browser tests start (any port on the loopback address).
        WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
        APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
        SEED_PLATFORM_ADMIN_PASSWORD: E2E_PASSWORDS.admin,
        SEED_DEMO_ADMIN_PASSWORD: E2E_PASSWORDS['demo-admin'],
        SEED_DEMO_USER_PASSWORD: E2E_PASSWORDS['demo-user'],
        SMTP_URL: `smtp://mailer:mail-secret-1@127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: 'Copydesk <no-reply@copydesk.test>',
      },
    },
  ],
});
