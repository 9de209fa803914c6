/** Store checkout, payment and order tracking (issue 22). Each language of the API's messages spreads its part (en.ts, id.ts, ms.ts). */
export const storeCheckoutEn = {} as const;

export const storeCheckoutId: Record<keyof typeof storeCheckoutEn, string> = {};

export const storeCheckoutMs: Record<keyof typeof storeCheckoutEn, string> = {};
