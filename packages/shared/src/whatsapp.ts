/** The calling code a number without one gets: the app's phone fields start at Malaysia's. */
export const DEFAULT_CALLING_CODE = '+60';

/**
 * WhatsApp's click-to-chat link (`https://wa.me/<digits>`: the calling code and the number, digits only, no plus).
 * A number written with its own `+` keeps it; otherwise the calling code goes first and a local trunk `0` is dropped
 * (012-345 6789 with +60 → 60123456789). Null when there is no number.
 */
export function whatsAppUrl(code: string | null | undefined, number: string | null | undefined): string | null {
  const raw = number?.trim();
  if (!raw || !/\d/.test(raw)) return null;
  const digits = raw.startsWith('+')
    ? raw.replace(/\D/g, '')
    : `${(code || DEFAULT_CALLING_CODE).replace(/\D/g, '')}${raw.replace(/\D/g, '').replace(/^0+/, '')}`;
  return `https://wa.me/${digits}`;
}
