import type { MessageKey } from '@niaga/shared';

export type ErrorReason =
  | 'UNAUTHENTICATED'
  | 'EMAIL_NOT_VERIFIED'
  | 'SUSPENDED'
  | 'SUBSCRIPTION_LOCKED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'RATE_LIMITED'
  | 'CONFLICT';

/** A domain error: an HTTP status, a message key the user can read, and a machine reason. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly reason?: ErrorReason,
    readonly fieldErrors?: Record<string, MessageKey>,
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'errors.notFound', 'NOT_FOUND');
export const unauthenticated = () => new AppError(401, 'errors.unauthenticated', 'UNAUTHENTICATED');
export const forbidden = () => new AppError(403, 'errors.forbidden', 'FORBIDDEN');
export const badRequest = (messageKey: MessageKey, fieldErrors?: Record<string, MessageKey>) =>
  new AppError(400, messageKey, 'VALIDATION', fieldErrors);
