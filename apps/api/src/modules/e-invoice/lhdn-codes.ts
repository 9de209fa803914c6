import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../reference/csv.js';

const dataFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../reference-data');

function codesOf(file: string): Map<string, string> {
  const rows = parseCsv(readFileSync(path.join(dataFolder, file), 'utf8'));
  const [, valueColumn = 'code'] = Object.keys(rows[0] ?? {});
  return new Map(rows.map((row) => [row.code ?? '', row[valueColumn] ?? '']));
}

/** LHDN's code lists (apps/api/reference-data/lhdn_*.csv, msic_2008_codes.csv), read once, by code. */
export const LHDN = {
  classification: codesOf('lhdn_classification_codes.csv'),
  country: codesOf('lhdn_country_codes.csv'),
  currency: codesOf('lhdn_currency_codes.csv'),
  documentType: codesOf('lhdn_einvoice_types.csv'),
  paymentMethod: codesOf('lhdn_payment_methods.csv'),
  state: codesOf('lhdn_state_codes.csv'),
  taxType: codesOf('lhdn_tax_types.csv'),
  unit: codesOf('lhdn_unit_types.csv'),
  msic: codesOf('msic_2008_codes.csv'),
};
export type CodeList = keyof typeof LHDN;

const normalised = (name: string) =>
  name
    .toLowerCase()
    .replace(/w\.\s*p\.|wilayah persekutuan|federal territory( of)?/g, '')
    .replace(/[^a-z]/g, '');

const STATE_ALIASES: Record<string, string> = {
  kl: '14',
  penang: '07',
  malacca: '04',
  negerisembilan: '05',
  labuan: '15',
  putrajaya: '16',
};

/** The LHDN state code of an address's state, written as a name ("Selangor", "W.P. Kuala Lumpur"), an ISO code ("MY-10") or a code. */
export function lhdnStateCode(state: string | null | undefined): string | null {
  if (!state) return null;
  const iso = /^MY-(\d{2})$/i.exec(state.trim());
  if (iso) return iso[1]!;
  if (LHDN.state.has(state.trim())) return state.trim();
  const wanted = normalised(state);
  for (const [code, name] of LHDN.state) if (normalised(name) === wanted) return code;
  return STATE_ALIASES[wanted] ?? null;
}

/** ISO 3166-1 alpha-2 (as addresses keep it) to LHDN's alpha-3 country code. */
const ALPHA3: Record<string, string> = { MY: 'MYS', ID: 'IDN', SG: 'SGP', BN: 'BRN', TH: 'THA' };
export const lhdnCountryCode = (country: string | null | undefined) =>
  !country ? 'MYS' : country.length === 3 ? country.toUpperCase() : (ALPHA3[country.toUpperCase()] ?? country);
