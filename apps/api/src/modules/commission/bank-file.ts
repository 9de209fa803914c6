import type { BankDetail } from '@niaga/shared';
import { csvField } from '../../platform/csv.js';

/** A bank of the reference data (`ref_banks`). */
export type KnownBank = {
  country: string;
  code: string;
  name: string;
  swiftCode: string | null;
  aliases: string | null;
};

export type BankFilePayout = {
  reference: string;
  amount: number;
  bank: Partial<BankDetail> | null;
  agentEmail: string;
  identityNo: string | null;
};

export const BANK_FILE_COLUMNS = [
  'Payment reference',
  'Bank name',
  'SWIFT/BIC',
  'Account number',
  'Account holder name',
  'Amount',
  'Agent e-mail',
  'Identity no',
] as const;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(berhad|bhd|malaysia|tbk|pt)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The reference bank an agent's free-text bank name means: its code, its full name or one of its aliases (case,
 * punctuation, "Berhad"/"Bhd" and bracketed parts ignored), in the agent's bank country. Null when none matches:
 * the file then carries the name as the agent typed it and an empty SWIFT code.
 */
export function matchBank(banks: readonly KnownBank[], bank: Partial<BankDetail> | null): KnownBank | null {
  const typed = bank?.bankName?.trim();
  if (!typed) return null;
  const country = bank?.bankCountry ?? 'MY';
  const wanted = normalise(typed);
  const candidates = banks.filter((known) => known.country === country);
  return (
    candidates.find((known) => known.code.toLowerCase() === typed.toLowerCase()) ??
    candidates.find((known) => normalise(known.name) === wanted) ??
    candidates.find((known) =>
      (known.aliases ?? '')
        .split('|')
        .map((alias) => normalise(alias))
        .some((alias) => alias !== '' && alias === wanted),
    ) ??
    null
  );
}

/** 123450 → "1234.50": no grouping, two decimals, a point (what bank upload formats expect). */
export const plainAmount = (sen: number) =>
  `${sen < 0 ? '-' : ''}${Math.floor(Math.abs(sen) / 100)}.${String(Math.abs(sen) % 100).padStart(2, '0')}`;

/** The bank payment file: a header row and one row per payout, CRLF line ends, UTF-8 without a BOM. */
export function bankFileCsv(payouts: readonly BankFilePayout[], banks: readonly KnownBank[]): string {
  const rows = [BANK_FILE_COLUMNS.map((column) => csvField(column)).join(',')];
  for (const payout of payouts) {
    const known = matchBank(banks, payout.bank);
    rows.push(
      [
        csvField(payout.reference),
        csvField(known?.name ?? payout.bank?.bankName ?? ''),
        csvField(known?.swiftCode ?? ''),
        csvField(payout.bank?.accountNumber ?? ''),
        csvField(payout.bank?.accountName ?? ''),
        csvField(plainAmount(payout.amount), false),
        csvField(payout.agentEmail),
        csvField(payout.identityNo ?? payout.bank?.accountIdentity ?? ''),
      ].join(','),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
