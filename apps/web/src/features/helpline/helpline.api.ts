import type { Helpline, HelplineInput } from '@niaga/shared';
import { whatsAppUrl } from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const helplineKeys = { all: ['helpline'] as const };

export const helplineQuery = () =>
  queryOptions({
    queryKey: helplineKeys.all,
    queryFn: ({ signal }) => api.get<Helpline>('/helpline', undefined, signal),
  });

export const helplineApi = {
  save: (body: HelplineInput) => api.send<Helpline>('/setup/helpline/store', body),
};

/** The links a phone or desktop opens: `mailto:`, `tel:` and WhatsApp's `wa.me` (digits only, no plus). */
export const helplineLinks = (helpline: Helpline) => {
  const digits = (code: string | null, number: string | null) =>
    number ? `${code ?? ''}${number}`.replace(/\D/g, '') : null;
  const phone = digits(helpline.phoneCode, helpline.phone);
  return {
    email: helpline.email ? `mailto:${helpline.email}` : null,
    phone: phone ? `tel:+${phone}` : null,
    whatsapp: whatsAppUrl(helpline.whatsappCode, helpline.whatsapp),
  };
};

export const shownNumber = (code: string | null, number: string | null) =>
  number ? [code, number].filter(Boolean).join(' ') : null;
