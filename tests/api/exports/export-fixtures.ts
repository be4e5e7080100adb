import { unzipSync, strFromU8 } from 'fflate';
import { expect } from 'vitest';
import type { ExportStatus } from '../../../src/core/api/company-exports.js';
import { call, type TestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';

/** Who calls: a session on a company's host. */
export interface Caller {
  slug: string;
  cookie: string;
}

export const startExport = (t: TestApp, caller: Caller, companyId: string) =>
  call(t, { method: 'POST', url: `/api/admin/companies/${companyId}/export`, ...caller });

export const exportStatus = (t: TestApp, caller: Caller, id: string) =>
  call(t, { url: `/api/admin/exports/${id}`, ...caller });

export const downloadExport = (t: TestApp, caller: Caller, id: string) =>
  call(t, { url: `/api/admin/exports/${id}/download`, ...caller });

/** Starts an export of `companyId` and waits until it has finished; answers its last status. */
export async function finishedExport(
  t: TestApp,
  caller: Caller,
  companyId: string,
): Promise<ExportStatus> {
  const started = await startExport(t, caller, companyId);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<{ id: string }>();
  return waitUntil(
    async () => (await exportStatus(t, caller, id)).json<ExportStatus>(),
    (status) => status.status !== 'running',
  );
}

/** A downloaded export: its raw bytes and each file's text. */
export function unzip(bytes: Buffer): { raw: Buffer; files: Record<string, string> } {
  const entries = unzipSync(new Uint8Array(bytes));
  return {
    raw: bytes,
    files: Object.fromEntries(
      Object.entries(entries).map(([name, data]) => [name, strFromU8(data)]),
    ),
  };
}

/** A CSV's rows as cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** CSV rows as records keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}
