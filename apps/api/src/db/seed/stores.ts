import { sql } from 'drizzle-orm';
import { onlineStores } from '../../modules/online-stores/online-stores.tables.js';
import { newId } from '../../platform/ids.js';
import type { Tx } from '../client.js';

/**
 * The demo's stores (issue 22): agent1 (the stockist) runs one active store of each kind, each listing every
 * published product with a store price; the e-koop serves a school and hands orders over there.
 */
export async function seedDemoStores(tx: Tx, companyId: string, agent1: string) {
  const now = new Date();
  const common = { companyId, ownerId: agent1, status: 'active' as const, termsAcceptedAt: now, approvedAt: now };
  const contact = { contactPhone: '+60 12-345 6789', contactEmail: 'agent1@demo.niaga.test' };
  const stores = [
    {
      ...common,
      ...contact,
      id: newId(),
      kind: 'ejen_store' as const,
      slug: 'aminah-sihat',
      name: 'Aminah Sihat',
      description: 'Healthy drinks and daily care, shipped from Shah Alam.',
      openingHours: 'Mon–Sat 9:00–18:00',
    },
    {
      ...common,
      ...contact,
      id: newId(),
      kind: 'go_affiliate' as const,
      slug: 'aminah-pilihan',
      name: 'Pilihan Aminah',
      description: "Aminah's picks from the Niaga catalogue.",
    },
    {
      ...common,
      ...contact,
      id: newId(),
      kind: 'e_koop' as const,
      slug: 'koperasi-sk-seri-niaga',
      name: 'Koperasi SK Seri Niaga',
      schoolName: 'SK Seri Niaga',
      description: 'The school cooperative: order online, collect at school.',
      delivery: { shipping: false, pickup: true, pickupAddress: 'SK Seri Niaga, Jalan Sekolah, 40000 Shah Alam' },
      openingHours: 'School days 7:30–13:00',
    },
  ];
  await tx.insert(onlineStores).values(stores);
  for (const store of stores)
    await tx.execute(sql`insert into online_store_products (company_id, store_id, product_id, position)
      select ${companyId}, ${store.id}, id, (row_number() over (order by name))::int
      from products where company_id = ${companyId} and status = 'published' and deleted_at is null and store_price > 0`);
}
