import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { getToken } from './storage';

/**
 * Fetches a file the API serves only to signed-in users (PDF, CSV, xlsx, private images such as transfer receipts)
 * with the bearer token. An error answer becomes an `ApiError` with the server's message.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'en' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
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
  return response;
}

/**
 * Downloads a file the API makes (PDF, CSV, xlsx) with the bearer token and saves it under the server's file name
 * (`Content-Disposition`), else `fallbackName`. An error answer becomes an `ApiError` with the server's message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchFile(path);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
