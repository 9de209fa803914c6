import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { GatewayPayment, GatewaySession, PaymentProvider, VerifiedCallback } from './provider.js';

export const SANDBOX = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A callback older (or newer) than this is refused even with a good signature. */
export const CALLBACK_TOLERANCE_MS = 10 * 60 * 1000;

const callbackBody = z.object({
  companyId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  providerRef: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  outcome: z.enum(['paid', 'failed']),
  timestamp: z.number().int(),
});
export type SandboxCallbackBody = z.infer<typeof callbackBody>;

function hmac(secret: string, value: string): Buffer {
  return createHmac('sha256', secret).update(value).digest();
}

/** Constant-time comparison of a presented signature (hex or base64url) with the expected bytes. */
function sameSignature(presented: string, expected: Buffer, encoding: 'hex' | 'base64url'): boolean {
  const given = Buffer.from(presented, encoding);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The built-in sandbox provider: a hosted page (`/ejenpay/:payType/:sessionId` in the web) where the payer
 * chooses Pay, Fail or Cancel, and a server-to-server callback signed with HMAC-SHA256 over the raw body.
 * Its session id is `<companyId>.<paymentId>.<MAC>`, so the hosted page needs no table of its own and a
 * guessed or edited id finds nothing.
 */
export function createSandboxProvider(secret: string, now: () => number = Date.now) {
  const sessionMac = (companyId: string, paymentId: string) =>
    hmac(secret, `session:${companyId}.${paymentId}`).subarray(0, 16);

  const provider = {
    name: SANDBOX,

    async createSession(payment: GatewayPayment): Promise<GatewaySession> {
      const mac = sessionMac(payment.companyId, payment.id).toString('base64url');
      const sessionId = `${payment.companyId}.${payment.id}.${mac}`;
      return {
        redirectUrl: `/ejenpay/${encodeURIComponent(payment.payType)}/${encodeURIComponent(sessionId)}`,
        providerRef: `SBX-${randomBytes(8).toString('hex').toUpperCase()}`,
      };
    },

    /** The payment a session id stands for, or null when it was not made by this sandbox. */
    openSession(sessionId: string): { companyId: string; paymentId: string } | null {
      const parts = sessionId.split('.');
      if (parts.length !== 3) return null;
      const [companyId, paymentId, mac] = parts as [string, string, string];
      if (!companyId || !paymentId || !sameSignature(mac, sessionMac(companyId, paymentId), 'base64url')) return null;
      return { companyId, paymentId };
    },

    /** The provider side of a callback: the raw body and its signature header. */
    signCallback(body: Omit<SandboxCallbackBody, 'timestamp'>): { rawBody: string; signature: string } {
      const rawBody = JSON.stringify({ ...body, timestamp: now() });
      return { rawBody, signature: hmac(secret, rawBody).toString('hex') };
    },

    verifyCallback(headers: IncomingHttpHeaders, rawBody: string): VerifiedCallback | null {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return null;
      if (!sameSignature(signature, hmac(secret, rawBody), 'hex')) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = callbackBody.safeParse(json);
      if (!parsed.success) return null;
      if (Math.abs(now() - parsed.data.timestamp) > CALLBACK_TOLERANCE_MS) return null;
      const { companyId, paymentId, outcome, providerRef, amount } = parsed.data;
      return { companyId, paymentId, outcome, providerRef, amount };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
