CREATE INDEX "users_joined_idx" ON "users" USING btree ("company_id","role","created_at");--> statement-breakpoint
-- hand-written: the dashboard's counted sales of today and this month, read from the index alone (INCLUDE is
-- beyond drizzle's index builder, so this index is not in orders.tables.ts).
CREATE INDEX "orders_approved_idx" ON "orders" USING btree ("company_id","approved_at") INCLUDE ("grand_total","status") WHERE "approved_at" is not null;
--> statement-breakpoint
-- hand-written: an agent's payable balance (unclaimed entries of closed months, `payableBalance`) from the index
-- alone: the dashboard's commission card, the payout page and the payout request read it.
CREATE INDEX "commission_entries_unclaimed_idx" ON "commission_entries" USING btree ("company_id","beneficiary_id","period") INCLUDE ("amount") WHERE "status" = 'pending' and "payout_id" is null;
