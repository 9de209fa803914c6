/** A failed call. status 0 = no response from the server, -1 = any other failure before an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, reason?: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
