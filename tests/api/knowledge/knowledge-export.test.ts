import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makePdf, upload, whenRead } from '../../support/knowledge-files.js';
import { newMember } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { downloadExport, finishedExport } from '../exports/export-fixtures.js';

/**
 * A company's export holds its knowledge library (each document with its passages, and the
 * source files as uploaded). Erasure is proven with every other table (tests/api/erasure).
 */

const t = await createTestApp();

describe('the knowledge library in exports', () => {
  it('exports documents with their passages and their source files', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const pdf = await makePdf(['Acme Pro costs 49 euros a month.']);
    const doc = (await upload(t, admin, 'Prices 2027.pdf', pdf)).json();
    expect((await whenRead(t, admin, doc.id)).status).toBe('ready');
    const status = await finishedExport(t, admin, admin.slug);
    expect(status.status).toBe('ready');
    const zip = unzipSync(new Uint8Array((await downloadExport(t, admin, status.id)).rawPayload));
    const lines = new TextDecoder()
      .decode(zip['knowledge.jsonl'])
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({
        id: doc.id,
        title: 'Prices 2027',
        source: 'Prices 2027.pdf',
        kind: 'pdf',
        status: 'ready',
        file: `knowledge/${doc.id}/Prices 2027.pdf`,
        passages: [expect.stringContaining('49 euros')],
      }),
    ]);
    expect(Buffer.from(zip[`knowledge/${doc.id}/Prices 2027.pdf`]).equals(Buffer.from(pdf))).toBe(
      true,
    );
  });
});
