import { LAST_PAYMENT_PREFIX } from '../../lib/storage';

/** The payment method of the user's last order on this device (kept at logout), or null. */
export function getLastPayment(userId: string): string | null {
  try {
    return localStorage.getItem(LAST_PAYMENT_PREFIX + userId);
  } catch {
    return null;
  }
}

export function storeLastPayment(userId: string, method: string): void {
  try {
    localStorage.setItem(LAST_PAYMENT_PREFIX + userId, method);
  } catch {
    // Storage full or blocked: the next checkout simply starts without a preselection.
  }
}
