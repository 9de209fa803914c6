import type { IncomingHttpHeaders } from 'node:http';

/** What a provider is told about a payment when the buyer leaves for its hosted page. */
export type GatewayPayment = {
  companyId: string;
  id: string;
  purpose: 'order' | 'topup';
  amount: number;
  payType: string;
};

export type GatewaySession = {
  /** Where the browser goes to pay (the provider's hosted page). */
  redirectUrl: string;
  /** The provider's own reference of the session, kept on the payment and repeated in its callback. */
  providerRef: string;
};

/** A callback whose signature checked out: which payment and how it ended. */
export type VerifiedCallback = {
  /** Our merchant reference is `<companyId>.<paymentId>`: the callback names the tenant itself. */
  companyId: string;
  paymentId: string;
  outcome: 'paid' | 'failed';
  providerRef: string;
  /** The amount the provider took, in sen (compared with the payment's). */
  amount: number;
};

/**
 * An online payment gateway. Adding a real one (Billplz, ToyyibPay, Stripe…) means one more implementation of
 * these two calls; the callback route, the settlement and the web pages stay as they are.
 */
export interface PaymentProvider {
  readonly name: string;
  createSession(payment: GatewayPayment): Promise<GatewaySession>;
  /** null when the signature (or the message) does not check out: the caller changes nothing. */
  verifyCallback(headers: IncomingHttpHeaders, rawBody: string): VerifiedCallback | null;
}
