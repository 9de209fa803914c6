import type { AddressInfo } from 'node:net';
import { createNiagaClient, type NiagaClient, type NiagaClientOptions, unwrap } from '@niaga/client';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import type { TestApp } from './test-app.js';

const listening = new WeakMap<TestApp['app'], Promise<number>>();

/** The test app's port on 127.0.0.1, listening from the first call on (closed with the app). */
function portOf(t: TestApp) {
  let port = listening.get(t.app);
  if (!port) {
    port = t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => (t.app.server.address() as AddressInfo).port);
    listening.set(t.app, port);
  }
  return port;
}

/**
 * The typed client (@niaga/client) on a test app through real HTTP: the app listens on its first use, and the demo
 * company's host (`localhost`) names the company. `token` or `apiKey` is the bearer; other options as the client's.
 */
export async function typedClient(t: TestApp, options: Omit<NiagaClientOptions, 'baseUrl'> = {}): Promise<NiagaClient> {
  return createNiagaClient({ baseUrl: `http://localhost:${await portOf(t)}`, ...options });
}

/** `typedClient` signed in as a demo user (HQ or agent) through `POST /api/login`. */
export async function signedInClient(t: TestApp, email: string, type: 'hq' | 'agent' = 'agent') {
  const client = await typedClient(t);
  const { token } = await unwrap(client.POST('/api/login', { body: { email, password: DEMO_PASSWORD, type } }));
  return typedClient(t, { token });
}
