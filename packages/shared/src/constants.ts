/** Business constants and limits of spec §9, shared by the API and the web. */
export const LIMITS = {
  receiptMaxBytes: 10 * 1024 * 1024,
  /** A marketing file (jpg, png, pdf): the multipart limit (docs/decisions.md). */
  marketingFileMaxBytes: 10 * 1024 * 1024,
  extraProductImages: 3,
  verificationCodeLength: 6,
  verificationCodeTtlMinutes: 15,
  verificationCodeMaxTries: 5,
  passwordMinLength: 8,
  bookingTimeMaxMinutes: 12 * 60 + 59,
  reportProductSelection: 10,
  campaignBanner: { width: 800, height: 400 },
  stockIndicator: { green: 0.8, amber: 0.5 },
  orderSearchMax: 150,
  topPerformers: 3,
  categoryPageSize: 10,
  errorPopupSeconds: 10,
  rateLimitRetryMinutes: 5,
  chunkLoadTimeoutSeconds: 120,
} as const;

export const DEFAULT_THEME_COLOR = '#019aff';
export const DEFAULT_CURRENCY = 'MYR';
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

export const LANGUAGES = ['en', 'id', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function toLanguage(value: string | undefined | null): Language {
  const short = (value ?? '').trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
}
