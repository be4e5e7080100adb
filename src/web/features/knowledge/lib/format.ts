const count = new Intl.NumberFormat('en-US');

export const formatCount = (value: number) => count.format(value);

/** "812 B", "3.4 KB", "20 MB": binary units, one decimal below 10. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} B`;
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value).toString();
  return `${shown} ${units[unit]}`;
}

/** "12 of 2,000 documents · 3.4 MB of 200 MB". */
export function totalsLine(
  totals: { documents: number; bytes: number },
  limits: { documents: number; bytes: number },
): string {
  const docs = `${formatCount(totals.documents)} of ${formatCount(limits.documents)} documents`;
  return `${docs} · ${formatBytes(totals.bytes)} of ${formatBytes(limits.bytes)}`;
}

/** Whether a document's source is a web address (else a file name). */
export const isWebAddress = (source: string) => /^https?:\/\//i.test(source);
