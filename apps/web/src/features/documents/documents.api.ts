import type { DocumentCompany, DocumentsPrintedResult, DocumentsView, DocumentType } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { getToken } from '../../lib/storage';

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

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/** Downloads the PDF (one order per page) with the bearer token, saved as a blob; the server marks it printed. */
export async function downloadDocumentsPdf(type: DocumentType, ids: string[]): Promise<void> {
  const url = `/api/orders/documents/pdf?type=${encodeURIComponent(type)}&ids=${ids.map(encodeURIComponent).join(',')}`;
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ApiError(0, i18n.t('errors.noResponse'));
  }
  if (!response.ok) {
    let message = i18n.t('errors.generic');
    try {
      const body = (await response.json()) as { meta?: { message?: string } };
      message = body.meta?.message || message;
    } catch {
      // not an envelope
    }
    throw new ApiError(response.status, message);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, `${type}.pdf`);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
