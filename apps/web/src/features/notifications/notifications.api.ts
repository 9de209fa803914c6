import type {
  FailedMail,
  hqAddressesInput,
  Language,
  NotificationEvent,
  NotificationSettings,
  notificationControlInput,
  SmtpSettingsInput,
  SmtpSettingsView,
} from '@niaga/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

const BASE = '/setup/company-features';

export const notificationKeys = {
  settings: ['notification-settings'] as const,
  failed: ['notification-failed-mail'] as const,
  preview: (event: NotificationEvent, language: Language) => ['notification-preview', event, language] as const,
};

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => api.get<NotificationSettings>(`${BASE}/notification`, undefined, signal),
  });

export const failedMailQuery = () =>
  queryOptions({
    queryKey: notificationKeys.failed,
    queryFn: ({ signal }) => api.get<{ items: FailedMail[] }>(`${BASE}/notification/failed-mail`, undefined, signal),
  });

export const previewQuery = (event: NotificationEvent, language: Language) =>
  queryOptions({
    queryKey: notificationKeys.preview(event, language),
    queryFn: ({ signal }) =>
      api.get<{ subject: string; body: string }>(`${BASE}/notification/preview`, { event, language }, signal),
  });

export const notificationsApi = {
  saveControl: (body: z.output<typeof notificationControlInput>) =>
    api.send<NotificationSettings>(`${BASE}/store-notif-control`, body),
  saveAddresses: (body: z.output<typeof hqAddressesInput>) =>
    api.send<NotificationSettings>(`${BASE}/store-email-address`, body),
  testSmtp: (body: SmtpSettingsInput) => api.send<{ email: string }>(`${BASE}/notification/smtp/test`, body),
  saveSmtp: (body: SmtpSettingsInput) =>
    api.send<{ tested: boolean; smtp: SmtpSettingsView | null }>(`${BASE}/notification/smtp/store`, body),
  removeSmtp: () => api.send<null>(`${BASE}/notification/smtp`, undefined, { method: 'DELETE' }),
  resend: (id: string) => api.send<null>(`${BASE}/notification/failed-mail/${encodeURIComponent(id)}/resend`),
};
