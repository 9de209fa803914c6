import type { Config } from '../../../config.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, SANDBOX, type SandboxProvider } from './sandbox.js';

const sandboxes = new Map<string, SandboxProvider>();

/** The sandbox provider for this configuration (one per secret). */
export function sandboxProvider(config: Pick<Config, 'PAYMENT_SANDBOX_SECRET'>): SandboxProvider {
  const secret = config.PAYMENT_SANDBOX_SECRET;
  let provider = sandboxes.get(secret);
  if (!provider) {
    provider = createSandboxProvider(secret);
    sandboxes.set(secret, provider);
  }
  return provider;
}

/** The provider new online payments go to. Only the sandbox exists so far. */
export function activeProvider(config: Pick<Config, 'PAYMENT_SANDBOX_SECRET'>): PaymentProvider {
  return sandboxProvider(config);
}

/** The provider a callback names in its path (`/api/payments/callback/:provider`), if we know it. */
export function providerNamed(config: Pick<Config, 'PAYMENT_SANDBOX_SECRET'>, name: string): PaymentProvider | null {
  return name === SANDBOX ? sandboxProvider(config) : null;
}
