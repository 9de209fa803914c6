import type { DocumentCompany, DocumentsPrintedResult, DocumentsView, DocumentType } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

export const documentKeys = {
  all: ['documents'] as const,
  list: (type: DocumentType, ids: string[]) => [...documentKeys.all, type, ids.join(',')] as const,
  letterhead: () => [...documentKeys.all, 'letterhead'] as const,
};

export const documentsQuery = (type: DocumentType, ids: string[]) =>
  queryOptions({
    queryKey: documentKeys.list(type, ids),
    queryFn: ({ signal }) => api.get<DocumentsView>('/orders/documents', { type, ids: ids.join(',') }, signal),
    enabled: ids.length > 0,
  });

export const letterheadQuery = () =>
  queryOptions({
    queryKey: documentKeys.letterhead(),
    queryFn: ({ signal }) => api.get<DocumentCompany>('/orders/documents/letterhead', undefined, signal),
    staleTime: 60_000,
  });

export const documentsApi = {
  markPrinted: (type: DocumentType, ids: string[]) =>
    api.send<DocumentsPrintedResult>('/orders/documents/printed', { type, ids }),
};

/** Downloads the PDF (one order per page) with the bearer token, saved as a blob; the server marks it printed. */
export async function downloadDocumentsPdf(type: DocumentType, ids: string[]): Promise<void> {
  const query = `type=${encodeURIComponent(type)}&ids=${ids.map(encodeURIComponent).join(',')}`;
  return downloadFile(`/api/orders/documents/pdf?${query}`, `${type}.pdf`);
}
