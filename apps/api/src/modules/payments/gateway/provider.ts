import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentPurpose } from '@niaga/shared';

/** What a provider is told about a payment when the buyer leaves for its hosted page. */
export type GatewayPayment = {
  companyId: string;
  id: string;
  purpose: PaymentPurpose;
  amount: number;
  payType: string;
  /** Shown on the provider's page and its receipt (the order's reference, or "Wallet top-up"). */
  description: string;
  payer: { name: string; email: string };
  /** `https://<company host>`: the payer's way back and the callback's address are built on it. */
  origin: string;
  /** The page (path) that follows the payment until it settles: where a provider without a signed return sends the payer. */
  pendingPath: string;
};

export type GatewaySession = {
  /** Where the browser goes to pay (the provider's hosted page). */
  redirectUrl: string;
  /** The provider's own reference of the session, kept on the payment and repeated in its callback. */
  providerRef: string;
};

/** A callback whose signature checked out: which payment and how it ended. */
export type VerifiedCallback = {
  /** The sandbox names the tenant in its signed body; a company's own gateway is called on the company's host (null). */
  companyId: string | null;
  /** Our payment id when the provider repeats it (sandbox, Stripe metadata); null: found by `providerRef`. */
  paymentId: string | null;
  outcome: 'paid' | 'failed';
  providerRef: string;
  /** The amount the provider took, in sen (compared with the payment's); null when the message has none. */
  amount: number | null;
};

/** A verified message that settles nothing (another Stripe event type, a session still waiting for FPX). */
export const IGNORED = 'ignored' as const;

/**
 * An online payment gateway. Adding a real one (Billplz, ToyyibPay, Stripe…) means one more implementation of
 * these two calls; the callback route, the settlement and the web pages stay as they are.
 */
export interface PaymentProvider {
  readonly name: string;
  createSession(payment: GatewayPayment): Promise<GatewaySession>;
  /** null when the signature (or the message) does not check out: the caller changes nothing. */
  verifyCallback(headers: IncomingHttpHeaders, rawBody: string): VerifiedCallback | typeof IGNORED | null;
  /**
   * Providers whose page stays payable after a failed attempt (a Billplz bill): close it before the payment is
   * settled as failed, so no money can arrive for it afterwards. False when it could not be closed (paid meanwhile).
   */
  close?(providerRef: string): Promise<boolean>;
  /** Providers that send the payer back with a signed query (Billplz): verified like the callback. */
  verifyRedirect?(query: Record<string, string | undefined>): VerifiedCallback | null;
}

/** A company's own gateway (Billplz, Stripe): connected from `/integration` with the company's credentials. */
export interface PaymentGatewayAdapter extends PaymentProvider {
  /** The provider's own cheapest authenticated call; throws `badCredentials` when it refuses them. */
  checkCredentials(): Promise<void>;
}
