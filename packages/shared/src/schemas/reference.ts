import { z } from 'zod';
import { listQuery, page, searchText } from './numbers.js';
import { text } from './text.js';

/** Location and reference data (spec §7 Attributes): global lists, the same for every company. */

/** The countries the product serves; others may still be chosen as an address country (free text state). */
export const SERVED_COUNTRIES = ['MY', 'ID'] as const;
export const servedCountry = z.enum(SERVED_COUNTRIES, { error: 'validation.reference.country' });

const code = (pattern: RegExp) => text({ max: 20 }).regex(pattern, 'validation.reference.code');
export const myStateCode = code(/^MY-\d{2}$/);
export const idProvinceCode = code(/^\d{2}$/);
export const idRegencyCode = code(/^\d{2}\.\d{2}$/);
export const idDistrictCode = code(/^\d{2}\.\d{2}\.\d{2}$/);

export const codeName = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeName>;

export const locationCountry = z.object({
  iso2: z.string(),
  name: z.string(),
  dial: z.string(),
  /** What the first-level divisions are called: Malaysian states, Indonesian provinces. */
  divisionType: z.enum(['state', 'province']),
  divisions: z.array(codeName),
});
export const locationList = z.object({ items: z.array(locationCountry) });

export const phoneCode = z.object({ iso2: z.string(), name: z.string(), dial: z.string() });
export const phoneCodeList = z.object({ items: z.array(phoneCode) });
export type PhoneCode = z.infer<typeof phoneCode>;

export const bankQuery = z.object({ country: servedCountry.default('MY') });
export const bank = z.object({ code: z.string(), name: z.string(), swiftCode: z.string().nullable() });
export const bankList = z.object({ items: z.array(bank) });

export const stateQuery = z.object({ country: servedCountry.default('MY') });
export const codeNameList = z.object({ items: z.array(codeName) });

/** Malaysian cities of a state (from the postcode table) or Indonesian regencies of a province: one of the two. */
export const cityQuery = z
  .object({
    state: myStateCode.optional().describe('A Malaysian state (`MY-10`). Give exactly one of `state` and `province`.'),
    province: idProvinceCode
      .optional()
      .describe('An Indonesian province (`32`). Give exactly one of `state` and `province`.'),
  })
  .refine((query) => (query.state === undefined) !== (query.province === undefined), {
    message: 'validation.reference.stateOrProvince',
    path: ['state'],
  });
/** A city, regency, district or village: MY cities carry their name as code. */
export const place = codeName.extend({ type: z.string() });
export const placeList = z.object({ items: z.array(place) });

export const districtQuery = z.object({ city: idRegencyCode });
export const villageQuery = z.object({ district: idDistrictCode });

export const postcodeParams = z.object({ postcode: code(/^\d{5}$/) });
export const postcodeMatch = z.object({
  postcode: z.string(),
  city: z.string(),
  stateCode: z.string(),
  state: z.string(),
});
export const postcodeList = z.object({ items: z.array(postcodeMatch) });
export type PostcodeMatch = z.infer<typeof postcodeMatch>;

export const msicQuery = listQuery.omit({ sort: true });
export const msicCode = z.object({
  code: z.string(),
  description: z.string(),
  section: z.string().nullable(),
  sectionName: z.string().nullable(),
});
export const msicPage = page(msicCode);

export const agentPickerQuery = z.object({
  q: searchText,
  limit: z.coerce.number().int().min(1, 'validation.reference.limit').max(50, 'validation.reference.limit').default(20),
});
export const agentPick = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  level: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const agentPickList = z.object({ items: z.array(agentPick) });
export type AgentPick = z.infer<typeof agentPick>;
