import { sql } from './mail';

/** The buyer's wallet set to `amount` cents (no call tops a wallet up without the gateway), with its ledger entry. */
export async function fundWallet(email: string, amount: number) {
  await sql(
    `with buyer as (select company_id, id from users where email = $1),
       funded as (insert into wallets (company_id, user_id, balance) select company_id, id, $2::bigint from buyer
                  on conflict (company_id, user_id) do update set balance = excluded.balance)
     insert into wallet_entries (company_id, id, user_id, kind, amount, balance_after, description)
     select company_id, gen_random_uuid()::text, id, 'adjustment', $2::bigint, $2::bigint, 'Test funds' from buyer`,
    [email, amount],
  );
}
