import type { BulkTrackingLine, BulkTrackingPreview } from '@niaga/shared';
import { api } from '../../lib/api-client';

export const bulkTrackingApi = {
  /** Checks a CSV/.xlsx: every row ok or refused with the reason; nothing changes. */
  preview: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<BulkTrackingPreview>('/orders/bulk-tracking/preview', form);
  },
  /** Applies the previewed rows in one transaction; 422 (nothing changed) if any row is refused by then. */
  apply: (rows: BulkTrackingLine[]) =>
    api.send<BulkTrackingPreview>('/orders/bulk-tracking/apply', {
      rows: rows.map(({ row, order, trackingNumber, courier }) => ({ row, order, trackingNumber, courier })),
    }),
};
