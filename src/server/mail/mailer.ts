import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

/** One message: a plain-text part and an HTML part, sent in a company's name. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the company's name); the address is MAIL_FROM's. */
  fromName: string;
}

/**
 * Mail for the app (docs/email.md): Nodemailer over SMTP_URL, made once per app; the SMTP
 * transport is created at the first message. Without SMTP_URL nothing is sent (`enabled` false)
 * and the features that need mail are hidden or refused.
 */
export interface Mailer {
  readonly enabled: boolean;
  /** Sends and waits for the server's acceptance; a failure throws (logged here). */
  send(message: MailMessage): Promise<void>;
  /** Sends without waiting (a failure is logged): the caller's answer never waits on SMTP. */
  queue(message: MailMessage): void;
  /** Waits for the queued messages (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The address part of MAIL_FROM (`Name <address>` or a bare address). */
function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** Nodemailer's SMTP options from SMTP_URL: smtps:// is TLS from the start (port 465 default). */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  log: FastifyBaseLogger,
): Mailer {
  const smtpUrl = config.SMTP_URL || '';
  const from = senderAddress(config.MAIL_FROM || '');
  const enabled = Boolean(smtpUrl && from);
  let transport: Transporter | undefined;
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    if (!enabled) throw new Error('Email is not configured (SMTP_URL)');
    transport ??= createTransport(smtpOptions(smtpUrl));
    try {
      await transport.sendMail({
        from: { name: message.fromName, address: from },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (err) {
      log.error({ err, subject: message.subject }, 'mail not sent');
      throw err;
    }
  }

  return {
    enabled,
    send,
    queue(message) {
      // After the answer is on its way: building and sending the message is not its time.
      const sending = new Promise((resolve) => setImmediate(resolve))
        .then(() => send(message))
        .catch(() => undefined)
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await Promise.race([
        Promise.all([...pending]),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
      transport?.close();
    },
  };
}
