import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { levelIds } from '../orders/order-fixtures.js';

/** The callers the content tests read as: HQ, an agent of two levels, and a second company. */
export type ContentCallers = {
  t: TestApp;
  hq: string;
  /** agent1, level Stockist (`L1`). */
  stockist: string;
  /** agent3, level Agent (`L3`). */
  agent: string;
  second: SecondCompany;
  L1: string;
  L3: string;
};

export async function contentCallers(): Promise<ContentCallers> {
  const { t, hq } = await createTestAppAsHq();
  const [stockist, agent, second, levels] = await Promise.all([
    t.login('agent1@demo.niaga.test'),
    t.login('agent3@demo.niaga.test'),
    createSecondCompany(t),
    levelIds(t, hq),
  ]);
  const [L1, , L3] = levels as [string, string, string];
  return { t, hq, stockist, agent, second, L1, L3 };
}
