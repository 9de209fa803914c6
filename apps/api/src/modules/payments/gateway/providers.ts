import type { Config } from '../../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, SANDBOX, type SandboxProvider } from './sandbox.js';

type ProviderConfig = Pick<Config, 'PAYMENT_SANDBOX_SECRET'>;
const sandboxes = new Map<string, SandboxProvider>();

/** The sandbox provider for this configuration (one per secret), or null when the sandbox is off. */
export function sandboxProvider(config: ProviderConfig): SandboxProvider | null {
  const secret = config.PAYMENT_SANDBOX_SECRET;
  if (!secret) return null;
  let provider = sandboxes.get(secret);
  if (!provider) {
    provider = createSandboxProvider(secret);
    sandboxes.set(secret, provider);
  }
  return provider;
}

/** The provider new online payments go to, or null when none is configured (only the sandbox exists so far). */
export function activeProvider(config: ProviderConfig): PaymentProvider | null {
  return sandboxProvider(config);
}

export const onlinePaymentAvailable = (config: ProviderConfig) => activeProvider(config) !== null;

/** The provider a callback names in its path (`/api/payments/callback/:provider`), if it is configured. */
export function providerNamed(config: ProviderConfig, name: string): PaymentProvider | null {
  return name === SANDBOX ? sandboxProvider(config) : null;
}
