/*
 * Just enough of the tar format (ustar) for backups (decision 048): a backup is PGlite's own
 * `dumpDataDir` tarball with each entry's name moved under `pgdata/`, plus the generated secret,
 * i.e. the data directory's layout, readable by any `tar`.
 */

const BLOCK = 512;
const NAME_BYTES = 100;
const SIZE_AT = 124;
const CHECKSUM_AT = 148;
const TYPE_AT = 156;
const MAGIC_AT = 257;

/** One entry: its 512-byte header, name, type flag and contents (views into the tarball). */
export interface TarEntry {
  header: Uint8Array;
  name: string;
  /** '0' a file, '5' a directory. */
  type: string;
  data: Uint8Array;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8').replace(/\0.*$/s, '');
const octal = (bytes: Uint8Array) => parseInt(text(bytes).trim() || '0', 8);

/** The entries of an uncompressed tarball; throws on one that is not a tarball. */
export function readTar(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    const stored = octal(header.subarray(CHECKSUM_AT, CHECKSUM_AT + 8));
    if (stored !== checksum(header)) throw new Error('not a tarball (a header is damaged)');
    const size = octal(header.subarray(SIZE_AT, SIZE_AT + 12));
    const dataAt = at + BLOCK;
    if (dataAt + size > tar.length) throw new Error('the tarball ends early');
    entries.push({
      header,
      name: text(header.subarray(0, NAME_BYTES)),
      type: String.fromCharCode(header[TYPE_AT] || 48),
      data: tar.subarray(dataAt, dataAt + size),
    });
    at = dataAt + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('the tarball ends early');
}

/** The header's checksum: its bytes summed with the checksum field read as spaces. */
function checksum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= CHECKSUM_AT && i < CHECKSUM_AT + 8 ? 32 : header[i];
  return sum;
}

function seal(header: Uint8Array): Uint8Array {
  const sum = checksum(header).toString(8).padStart(6, '0');
  header.set(Buffer.from(`${sum}\0 `, 'latin1'), CHECKSUM_AT);
  return header;
}

function setName(header: Uint8Array, name: string) {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length >= NAME_BYTES) throw new Error(`a name too long for a tarball: ${name}`);
  header.fill(0, 0, NAME_BYTES);
  header.set(bytes, 0);
}

/** `entry` under another name (its header copied, every other field kept). */
export function renamed(entry: TarEntry, name: string): TarEntry {
  const header = new Uint8Array(entry.header);
  setName(header, name);
  return { ...entry, header: seal(header), name };
}

/**
 * `entry` readable by its owner only (0600 files, 0700 folders), so `tar x` recreates the
 * database's files private, as the server keeps them.
 */
export function ownerOnly(entry: TarEntry): TarEntry {
  const header = new Uint8Array(entry.header);
  const mode = entry.type === '5' ? 0o700 : 0o600;
  header.set(Buffer.from(`${mode.toString(8).padStart(7, '0')}\0`, 'latin1'), 100);
  return { ...entry, header: seal(header) };
}

/** A new folder entry (its name ends with `/`), 0700. */
export function folderEntry(name: string): TarEntry {
  const entry = fileEntry(name, new Uint8Array(0), 0o700);
  const header = new Uint8Array(entry.header);
  header[TYPE_AT] = 53; // '5'
  return { ...entry, header: seal(header), type: '5' };
}

/** A new file entry. */
export function fileEntry(name: string, data: Uint8Array, mode = 0o600): TarEntry {
  const header = new Uint8Array(BLOCK);
  setName(header, name);
  const field = (at: number, width: number, value: number) =>
    header.set(Buffer.from(`${value.toString(8).padStart(width - 1, '0')}\0`, 'latin1'), at);
  field(100, 8, mode);
  field(108, 8, 0);
  field(116, 8, 0);
  field(SIZE_AT, 12, data.length);
  field(136, 12, Math.floor(Date.now() / 1000));
  header[TYPE_AT] = 48; // '0'
  header.set(Buffer.from('ustar\x0000', 'latin1'), MAGIC_AT);
  return { header: seal(header), name, type: '0', data };
}

/** The tarball of `entries`: each header, its contents padded to a block, two empty blocks. */
export function writeTar(entries: TarEntry[]): Buffer {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    parts.push(entry.header, entry.data);
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(new Uint8Array(pad));
  }
  parts.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(parts);
}
