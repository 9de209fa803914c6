import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Outside providers (Billplz, Stripe, EasyParcel) behind undici's MockAgent for a whole test file: no request
 * leaves the machine, every intercepted call a test set up must have been made, and nothing else was called.
 */
export function useMockProviders(): { agent: MockAgent } {
  const mocks = { agent: new MockAgent() };
  let previous: Dispatcher;
  beforeAll(() => {
    previous = getGlobalDispatcher();
    mocks.agent.disableNetConnect();
    setGlobalDispatcher(mocks.agent);
  });
  afterAll(() => setGlobalDispatcher(previous));
  afterEach(() => mocks.agent.assertNoPendingInterceptors());
  return mocks;
}
