/** Bytes as people read them, in the page's language: "820 kB", "2.4 MB". */
export function fileSize(bytes: number, language: string) {
  const [value, unit] = bytes >= 1000 * 1000 ? [bytes / 1000 / 1000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
