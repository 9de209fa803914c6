import { randomInt } from 'node:crypto';
import type { Features } from '../company/features.js';

/** How long an unpaid order holds its stock; a first order may have its own (shorter) time to pay. */
export function bookingMinutes(features: Features, firstOrder: boolean): number {
  const booking = features.bookingTime;
  if (firstOrder && features.firstOrder && features.firstOrderPayMinutes)
    return Math.min(features.firstOrderPayMinutes, booking);
  return booking;
}

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A reference buyers can read out: the UTC date and eight random characters (unique per company by index). */
export function referenceNumber(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let index = 0; index < 8; index += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `NG${day}-${tail}`;
}
