import { BULK_TRACKING_LIMITS, BULK_TRACKING_TEMPLATE_HEADER } from '@niaga/shared';

export const MAX_MB = BULK_TRACKING_LIMITS.maxBytes / (1024 * 1024);
const TYPES = [
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
const EXTENSIONS = /\.(csv|xlsx)$/i;
export const TEMPLATE_URL = `data:text/csv;charset=utf-8,${encodeURIComponent(`${BULK_TRACKING_TEMPLATE_HEADER.join(',')}\r\n`)}`;

/** Checked in the browser before sending (the server checks the content again): a .csv or .xlsx of ≤ 2 MB. */
export function fileProblem(file: File): 'type' | 'size' | null {
  if (!EXTENSIONS.test(file.name) && !TYPES.includes(file.type)) return 'type';
  if (/\.xls$/i.test(file.name)) return 'type';
  if (file.size > BULK_TRACKING_LIMITS.maxBytes) return 'size';
  return null;
}
