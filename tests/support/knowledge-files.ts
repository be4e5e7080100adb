import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { call, type TestApp } from './test-app.js';
import { waitUntil } from './wait-until.js';

/** A real PDF with one page per text (Helvetica, so plain Latin text). */
export async function makePdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage();
    const lines = text.match(/.{1,80}(\s|$)/g) ?? [text];
    lines.forEach((line, i) =>
      page.drawText(line.trim(), { x: 40, y: 780 - i * 16, size: 11, font }),
    );
  }
  return doc.save();
}

/** A PDF with a page and no text, as a scan is. */
export async function makeEmptyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}

/** A PDF whose page tree holds itself: a reader that follows it naively never ends. */
export function makeLoopingPdf(): Uint8Array {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [2 0 R 3 0 R] /Count 50 >> endobj',
    '3 0 obj << /Type /Pages /Kids [2 0 R] /Count 50 >> endobj',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A real Word document of paragraphs. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }],
  });
  return Packer.toBuffer(doc);
}

/** One entry of a zip: its local header and data, and its central directory record. */
function zipEntry(name: string, packed: Buffer, size: number, method: number, at: number) {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(at, 42);
  return {
    local: Buffer.concat([local, fileName, packed]),
    central: Buffer.concat([central, fileName]),
  };
}

/**
 * A Word document (its content types say so) whose text entry unpacks to `unpackedMb`
 * megabytes of zeros: a zip bomb, which tells its size in the central directory as real ones do.
 */
export function makeZipBomb(unpackedMb: number): Buffer {
  const types = Buffer.from(
    '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="' +
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const first = zipEntry('[Content_Types].xml', types, types.length, 0, 0);
  const data = Buffer.alloc(unpackedMb * 1024 * 1024);
  const second = zipEntry(
    'word/document.xml',
    deflateRawSync(data, { level: 9 }),
    data.length,
    8,
    first.local.length,
  );
  const locals = Buffer.concat([first.local, second.local]);
  const centrals = Buffer.concat([first.central, second.central]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(2, 8);
  end.writeUInt16LE(2, 10);
  end.writeUInt32LE(centrals.length, 12);
  end.writeUInt32LE(locals.length, 16);
  return Buffer.concat([locals, centrals, end]);
}

/** A Linux program's first bytes and some more: what a renamed executable looks like. */
export const executableBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4000)]);

/** A multipart/form-data body with one file (and a title field before it when given). */
function multipart(fileName: string, bytes: Uint8Array, title?: string) {
  const boundary = `----copydesk${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (title !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file as `who` (an admin's cookie) on `slug`. */
export function upload(
  t: TestApp,
  who: { slug: string; cookie: string },
  fileName: string,
  bytes: Uint8Array,
  title?: string,
) {
  const body = multipart(fileName, bytes, title);
  return call(t, {
    method: 'POST',
    url: '/api/admin/knowledge',
    slug: who.slug,
    cookie: who.cookie,
    payload: body.payload,
    headers: body.headers,
  });
}

/** The document once its text was read (ready or failed). */
export function whenRead(t: TestApp, who: { slug: string; cookie: string }, id: number) {
  return waitUntil(
    async () =>
      (
        await call(t, { url: `/api/admin/knowledge/${id}`, slug: who.slug, cookie: who.cookie })
      ).json() as { status: string; error: string | null; passages: number; title: string },
    (doc) => doc.status !== 'processing',
    { everyMs: 100 },
  );
}
