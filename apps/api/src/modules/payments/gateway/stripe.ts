import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { badCredentials, providerFailed } from '../../integrations/provider-http.js';
import {
  type GatewayPayment,
  type GatewaySession,
  IGNORED,
  type PaymentGatewayAdapter,
  type VerifiedCallback,
} from './provider.js';

export const STRIPE = 'stripe';
/** A webhook older (or newer) than this is refused even with a good signature (Stripe's own default). */
export const STRIPE_TOLERANCE_SECONDS = 300;

export type StripeCredentials = { secretKey: string; webhookSecret: string };

/** The checkout session events that settle a payment; any other event type is answered and ignored. */
const OUTCOMES: Record<string, (session: { payment_status: string }) => 'paid' | 'failed' | null> = {
  // FPX may still be on its way when the session completes: the async events tell how it ended.
  'checkout.session.completed': (session) => (session.payment_status === 'paid' ? 'paid' : null),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'failed',
};

/**
 * Stripe with one company's keys (official `stripe` package over fetch): a Checkout Session in MYR with the methods
 * the company chose (card, FPX); its webhook is verified with `stripe.webhooks.constructEvent` and the company's
 * webhook signing secret. `api` overrides where the library connects (tests only).
 */
export function createStripeProvider(
  credentials: StripeCredentials,
  methods: readonly string[],
  api: { host?: string; port?: number; protocol?: 'http' | 'https' } = {},
) {
  const stripe = new Stripe(credentials.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
    ...api,
  });

  const fail = (error: unknown): never => {
    if (error instanceof Stripe.errors.StripeAuthenticationError) throw badCredentials(STRIPE);
    throw providerFailed(STRIPE);
  };

  return {
    name: STRIPE,

    async checkCredentials() {
      await stripe.balance.retrieve().catch(fail);
    },

    async createSession(payment: GatewayPayment): Promise<GatewaySession> {
      // Back from Stripe (paid or not): the pending page, which follows the payment until the webhook settles it.
      const back = `${payment.origin}${payment.pendingPath}`;
      const session = await stripe.checkout.sessions
        .create({
          mode: 'payment',
          // Of the methods the company chose, Stripe offers those its account is eligible for.
          allowed_payment_method_types: methods.filter((method) => method === 'card' || method === 'fpx'),
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'myr', unit_amount: payment.amount, product_data: { name: payment.description } },
            },
          ],
          customer_email: payment.payer.email,
          client_reference_id: payment.id,
          metadata: { companyId: payment.companyId, paymentId: payment.id },
          success_url: back,
          cancel_url: back,
        })
        .catch(fail);
      if (!session.url) throw providerFailed(STRIPE);
      return { redirectUrl: session.url, providerRef: session.id };
    },

    verifyCallback(headers: IncomingHttpHeaders, rawBody: string): VerifiedCallback | typeof IGNORED | null {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, credentials.webhookSecret, STRIPE_TOLERANCE_SECONDS);
      } catch {
        return null;
      }
      const decide = OUTCOMES[event.type];
      if (!decide) return IGNORED;
      const session = event.data.object as Stripe.Checkout.Session;
      const outcome = decide(session);
      const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
      if (!outcome || !paymentId) return IGNORED;
      return {
        companyId: session.metadata?.companyId ?? null,
        paymentId,
        providerRef: session.id,
        outcome,
        amount: session.amount_total,
      };
    },
  } satisfies PaymentGatewayAdapter & Record<string, unknown>;
}
