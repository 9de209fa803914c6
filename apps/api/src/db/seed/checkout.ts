import { eq, sql } from 'drizzle-orm';
import { customerAddresses } from '../../modules/addresses/addresses.tables.js';
import { companies } from '../../modules/company/company.tables.js';
import { creditWallet } from '../../modules/payments/wallet.repo.js';
import { newId } from '../../platform/ids.js';
import type { Tx } from '../client.js';

/**
 * What the demo needs to check out at once: HQ's bank account for transfers, a 12-hour booking time (first
 * orders: 2 hours), an online admin fee, and for every agent a primary address and RM 300 in the wallet.
 */
export async function seedDemoCheckout(tx: Tx, companyId: string, agentIds: string[]) {
  const features = {
    bank: { bankName: 'Maybank', accountName: 'Niaga Demo Sdn Bhd', accountNumber: '514012345678' },
    bookingTime: 720,
    firstOrderPayMinutes: 120,
    adminFees: { online: 100 },
  };
  await tx
    .update(companies)
    .set({ features: sql`${companies.features} || ${JSON.stringify(features)}::jsonb` })
    .where(eq(companies.id, companyId));
  for (const [index, ownerId] of agentIds.entries()) {
    await tx.insert(customerAddresses).values({
      companyId,
      id: newId(),
      ownerId,
      firstName: 'Demo',
      lastName: `Receiver ${index + 1}`,
      addrTitle: 'Home',
      address1: `${index + 10}, Jalan SS 2/${index + 20}`,
      postCode: '47300',
      city: 'Petaling Jaya',
      state: 'Selangor',
      phoneCode: '+60',
      phoneNumber: `12345678${index}`,
      primary: true,
    });
    await creditWallet(tx, {
      companyId,
      userId: ownerId,
      amount: 30_000,
      kind: 'adjustment',
      description: 'Demo balance',
    });
  }
}
