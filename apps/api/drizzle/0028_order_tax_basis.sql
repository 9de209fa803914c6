ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_check" CHECK ("orders"."grand_total" = "orders"."subtotal" - "orders"."discount" - "orders"."voucher_discount" + "orders"."shipping" + "orders"."admin_fee" + case when "orders"."tax_included" then 0 else "orders"."tax" end and "orders"."grand_total" >= 0);