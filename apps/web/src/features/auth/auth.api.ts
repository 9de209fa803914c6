import type { AccountDetailRequest, Language, LoginRequest, UserDetail } from '@niaga/shared';
import { api } from '../../lib/api-client';

export type LoginResult = { token: string; user: UserDetail };

export const authApi = {
  // A 401 here means wrong credentials, not an expired session.
  login: (body: LoginRequest) => api.post<LoginResult>('/login', body, { sessionCheck: false }),
  logout: () => api.post<unknown>('/logout', {}, { sessionCheck: false }),
  verify: (body: { email: string; code: string }) => api.send<unknown>('/verification', body),
  resendVerification: (email: string) => api.send<unknown>('/resend-verification', { email }),
  forgotPassword: (email: string) =>
    api.send<unknown>('/forgot-password', {
      email,
      url: `${window.location.origin}/reset-password`,
      domain: window.location.hostname,
    }),
  createPassword: (body: { token: string; password: string }) => api.send<unknown>('/create-password', body),
  changePassword: (body: { old_password: string; password: string }) =>
    api.send<{ token: string }>('/user/change-password', body),
  saveAccountDetail: (body: AccountDetailRequest) => api.send<UserDetail>('/user/account-detail', body),
  saveLanguage: (lang: Language) => api.post<unknown>('/attribute/language', { lang }),
};
