import { DEMO_OPERATOR_EMAIL } from '../../db/seed/platform.js';
import { type CallOptions, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';

/** The operator's host in tests (the default `OPERATOR_HOST`). */
export const OPERATOR_HOST = 'operator.localhost';

/** Signs the demo operator in on the operator's host; returns the `op.` token. */
export async function operatorToken(t: TestApp) {
  const response = await t.call('POST', '/api/operator/login', {
    host: OPERATOR_HOST,
    body: { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`operator login: ${response.status} ${response.meta?.message}`);
  return response.data.token as string;
}

/** A call on the operator's host with the operator's token. */
export const operatorCall = (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  options: Omit<CallOptions, 'token' | 'host'> = {},
) => t.call(method, url, { ...options, token, host: OPERATOR_HOST });
