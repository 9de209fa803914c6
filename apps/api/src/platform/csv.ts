/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (starting with = + - @ or a tab) gets a leading apostrophe: the names come
 * from agents, and HQ may open the file in Excel before uploading it.
 */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
