import { DEFAULT_LANGUAGE, type Language, toLanguage, type UserDetail } from '@niaga/shared';

export const TOKEN_KEY = 'niaga.token';
export const USER_KEY = 'niaga.user';
export const LANGUAGE_KEY = 'niaga.lang';
export const COLOR_SCHEME_KEY = 'niaga.colorScheme';
export const CHAT_SESSION_KEY = 'chat_session';
/** + user id: the payment method of the user's last order on this device (preselected at checkout). */
export const LAST_PAYMENT_PREFIX = 'niaga.lastPayment.';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The token lives in localStorage when "remember me" was ticked, else in sessionStorage. */
export function getToken(): string | null {
  return safe(() => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), null);
}

export function setToken(token: string, remember?: boolean): void {
  const keepLocal = remember ?? safe(() => localStorage.getItem(TOKEN_KEY) !== null, false);
  clearToken();
  (keepLocal ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  for (const store of [localStorage, sessionStorage]) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(USER_KEY);
  }
}

/** Caches the current user beside the token, so a reload can paint the shell at once. */
export function cacheUser(user: UserDetail): void {
  const local = safe(() => localStorage.getItem(TOKEN_KEY) !== null, false);
  safe(() => (local ? localStorage : sessionStorage).setItem(USER_KEY, JSON.stringify(user)), undefined);
}

export function getLanguage(): Language {
  return safe(() => toLanguage(localStorage.getItem(LANGUAGE_KEY) ?? DEFAULT_LANGUAGE), DEFAULT_LANGUAGE);
}

export function storeLanguage(language: Language): void {
  safe(() => localStorage.setItem(LANGUAGE_KEY, language), undefined);
}

/**
 * Logout and the rate-limit popup clear both stores; the display preferences (spec §1: kept locally) and each
 * user's last payment method stay.
 */
export function clearAllStorage(): void {
  safe(() => {
    const keys = [LANGUAGE_KEY, COLOR_SCHEME_KEY, ...Object.keys(localStorage)];
    const kept = keys
      .filter((key, index) => index < 2 || key.startsWith(LAST_PAYMENT_PREFIX))
      .map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  }, undefined);
}

export function clearChatSession(): void {
  safe(() => localStorage.removeItem(CHAT_SESSION_KEY), undefined);
}
