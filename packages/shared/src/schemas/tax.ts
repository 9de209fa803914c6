import { z } from 'zod';
import { percentSchema } from './numbers.js';
import { text } from './text.js';

/** Company › Tax (setup tax): the rate, the SST registration number printed on invoices, and how prices are given. */
export const taxSettings = z.object({
  taxPercent: z.number(),
  sstNumber: z.string().nullable(),
  /** Prices (and the goods' total) already include tax: the tax is the part of them that is tax. */
  pricesIncludeTax: z.boolean(),
});
export type TaxSettings = z.infer<typeof taxSettings>;

export const taxSettingsInput = z.object({
  taxPercent: percentSchema,
  /** Malaysia's SST numbers look like `W10-1808-31000123`; other countries' differ, so only the length is checked. */
  sstNumber: text({ max: 35 }).nullable().optional(),
  pricesIncludeTax: z.boolean(),
});
