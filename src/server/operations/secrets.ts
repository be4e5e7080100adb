import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * APP_SECRET when set; otherwise one generated on first start and kept in the data directory
 * (in memory only for DATA_DIR=memory).
 */
export function resolveAppSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  if (dataDir === 'memory') return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** AES-256-GCM for secrets at rest (webhook API keys). */
export function createSecretBox(appSecret: string) {
  const key = createHash('sha256').update(`copydesk:secrets:${appSecret}`).digest();
  return {
    encrypt(plain: string): string {
      if (!plain) return '';
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(box: string): string {
      if (!box) return '';
      const [version, iv, tag, data] = box.split('.');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

/** What leaves the server instead of a key: its last four characters. */
export function maskSecret(plain: string): string {
  if (!plain) return '';
  return `••••••••${plain.slice(-4)}`;
}
export const isMask = (value: string) => value.startsWith('••••••••');
