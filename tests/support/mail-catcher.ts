/**
 * The browser suite's mail server (playwright.config.ts starts it beside the app): SMTP on
 * E2E_SMTP_PORT for the app's SMTP_URL, and over HTTP on E2E_MAIL_PORT the messages received,
 * `GET /messages?to={address}` as JSON (subject, text, html), for the specs to read the links.
 *
 *   E2E_SMTP_PORT=6155 E2E_MAIL_PORT=6156 node --import tsx tests/support/mail-catcher.ts
 */
import { createServer } from 'node:http';
import { startMailServer } from './mail-server.js';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);
const mail = await startMailServer({ port: smtpPort });

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname !== '/messages') {
    res.statusCode = 404;
    return res.end();
  }
  const to = (url.searchParams.get('to') ?? '').toLowerCase();
  const found = mail.messages
    .filter((m) => m.to.includes(to))
    .map(({ subject, text, html, from }) => ({ subject, text, html, from }));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(found));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.closeAllConnections();
  http.close();
  // Connections left open by a client that died must not keep the port: exit soon regardless.
  setTimeout(() => process.exit(0), 1000).unref();
  void mail.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
