import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server accepted, parsed (text and HTML parts, headers). */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lowercased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface MailServer {
  port: number;
  /** SMTP_URL for the app, with the server's user and password. */
  url: string;
  messages: ReceivedMail[];
  /** The next message to `address` (not yet taken), waiting up to `timeoutMs`. */
  nextTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to `address` received so far and not taken. */
  waitingFor(address: string): ReceivedMail[];
  /** Logins the server accepted (proves SMTP_URL's credentials reach it). */
  logins: string[];
  close(): Promise<void>;
}

export const MAIL_USER = 'mailer';
const MAIL_PASSWORD = 'mail-secret-1';

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, on a port of its own, that wants the user and
 * password of its URL, and keeps every message it receives, parsed by mailparser.
 */
export async function startMailServer(
  opts: { failWith?: () => string | null; port?: number } = {},
): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const logins: string[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === MAIL_USER && auth.password === MAIL_PASSWORD) {
        logins.push(auth.username);
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const failure = opts.failWith?.();
      simpleParser(stream).then(
        (parsed) => {
          if (failure) return callback(new Error(failure));
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const waitingFor = (address: string) =>
    messages.filter((m) => !taken.has(m) && m.to.includes(address.toLowerCase()));

  return {
    port,
    url: `smtp://${MAIL_USER}:${MAIL_PASSWORD}@127.0.0.1:${port}`,
    messages,
    logins,
    waitingFor,
    nextTo(address, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const [first] = waitingFor(address);
          if (!first) return false;
          taken.add(first);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(first);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text part that contains `path` (e.g. "/invite/"). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S*${path}\\S*`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
