/** Customer accounts of the storefront: sign-up, verification, addresses, order history (issue 22). Each language of the API's messages spreads its part (en.ts, id.ts, ms.ts). */
export const customersEn = {} as const;

export const customersId: Record<keyof typeof customersEn, string> = {};

export const customersMs: Record<keyof typeof customersEn, string> = {};
