import type { MessageKey } from '@niaga/shared';

export type ErrorReason =
  | 'UNAUTHENTICATED'
  | 'EMAIL_NOT_VERIFIED'
  | 'SUSPENDED'
  | 'SUBSCRIPTION_LOCKED'
  | 'FORBIDDEN'
  | 'SCOPE_MISSING'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  | 'SHIPPING_NOT_FOUND'
  | 'CART_ITEM_UNAVAILABLE'
  | 'CART_FULL'
  | 'CART_EMPTY'
  | 'CART_HAS_PROBLEMS'
  | 'BELOW_MINIMUM_ORDER'
  | 'NOT_ENOUGH_STOCK'
  | 'INSUFFICIENT_BALANCE'
  | 'CAMPAIGN_NOT_ACTIVE'
  | 'CAMPAIGN_NOT_OPEN'
  | 'CAMPAIGN_SOLD_OUT';

/** A domain error: an HTTP status, a message key the user can read, and a machine reason. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly reason?: ErrorReason,
    readonly fieldErrors?: Record<string, MessageKey>,
    readonly retryAfterSeconds?: number,
    /** Values for the message's `{{name}}` placeholders. */
    readonly params?: Record<string, string | number>,
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

/** A `.catch` for inserts and updates: a unique-key violation becomes 409 with the message beside `field`. */
export const conflictOnUnique =
  (messageKey: MessageKey, field = 'name') =>
  (error: unknown): never => {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') throw new AppError(409, messageKey, 'CONFLICT', { [field]: messageKey });
    throw error;
  };
