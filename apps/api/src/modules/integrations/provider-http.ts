import { type IntegrationProvider, PROVIDER_LABELS } from '@niaga/shared';
import { AppError } from '../../platform/errors.js';

const TIMEOUT_MS = 15_000;

const params = (provider: IntegrationProvider) => ({ provider: PROVIDER_LABELS[provider] });

/** The provider refused the credentials (its own check call failed): nothing is saved. */
export const badCredentials = (provider: IntegrationProvider) =>
  new AppError(400, 'integration.badCredentials', 'VALIDATION', undefined, undefined, params(provider));

/** The provider answered something we cannot use (or an error) for a call that is not a credential check. */
export const providerFailed = (provider: IntegrationProvider) =>
  new AppError(502, 'integration.providerFailed', undefined, undefined, undefined, params(provider));

/**
 * One call to a provider over HTTP (global fetch: tests put undici's MockAgent in front of it). A network failure
 * or a timeout is a clear 502 naming the provider, never a hang or an unexplained 500.
 */
export async function providerFetch(provider: IntegrationProvider, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError(502, 'integration.unreachable', undefined, undefined, undefined, params(provider));
  }
}

/** The JSON body of a provider's answer, or the failure of the call named for the user. */
export async function providerJson(provider: IntegrationProvider, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw providerFailed(provider);
  }
}

/** A base URL override (a fake provider in browser tests) is honoured only outside production. */
export function baseUrlOf(nodeEnv: string, override: string | undefined, fallback: string): string {
  return (nodeEnv !== 'production' && override ? override : fallback).replace(/\/$/, '');
}
