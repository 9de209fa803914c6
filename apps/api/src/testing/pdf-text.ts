import { inflateSync } from 'node:zlib';

/**
 * The text a pdf-lib PDF draws, one string per `Tj` (pdf-lib writes standard-font text as hex strings in
 * Flate-compressed content streams), joined by new lines: enough for tests to check what a PDF says.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    let body = start + 'stream'.length;
    if (raw[body] === 0x0d) body += 1;
    if (raw[body] === 0x0a) body += 1;
    const end = raw.indexOf('endstream', body, 'latin1');
    if (end < 0) break;
    from = end + 'endstream'.length;
    let content: string;
    try {
      content = inflateSync(raw.subarray(body, end)).toString('latin1');
    } catch {
      content = raw.subarray(body, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    for (const match of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) lines.push(match[1] ?? '');
  }
  return lines.join('\n');
}
