CREATE TABLE "customer_addresses" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"owner_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"addr_title" text DEFAULT '' NOT NULL,
	"email" text,
	"address1" text NOT NULL,
	"address2" text,
	"post_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'MY' NOT NULL,
	"phone_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"province_id" text,
	"regency_id" text,
	"district_id" text,
	"village_id" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"picks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"variant_name" text,
	"sku" text,
	"quantity" integer NOT NULL,
	"list_price" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"line_total" bigint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"picks" jsonb,
	CONSTRAINT "order_lines_company_id_order_id_line_no_pk" PRIMARY KEY("company_id","order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_reservations" (
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "order_reservations_company_id_order_id_product_id_variant_id_pk" PRIMARY KEY("company_id","order_id","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"reference_no" text NOT NULL,
	"invoice_no" text,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"buyer_id" text NOT NULL,
	"placed_by_id" text NOT NULL,
	"seller_store_id" text NOT NULL,
	"seller_kind" text NOT NULL,
	"seller_name" text NOT NULL,
	"first_order" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"voucher_discount" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"admin_fee" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint NOT NULL,
	"point_earned" integer DEFAULT 0 NOT NULL,
	"total_weight_grams" integer DEFAULT 0 NOT NULL,
	"total_units" integer DEFAULT 0 NOT NULL,
	"voucher_id" text,
	"voucher_code" text,
	"delivery" text NOT NULL,
	"courier_id" text,
	"courier_name" text,
	"receiver" jsonb,
	"pickup_branch_id" text,
	"pickup_location" text,
	"pickup_time" timestamp with time zone,
	"tracking_number" text,
	"notes" text,
	"remark" text,
	"receipt_path" text,
	"idempotency_key" text,
	"booking_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."grand_total" = "orders"."subtotal" - "orders"."discount" - "orders"."voucher_discount" + "orders"."shipping" + "orders"."admin_fee" + "orders"."tax" and "orders"."grand_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text,
	"provider" text NOT NULL,
	"pay_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"order_id" text,
	"payment_id" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_owner_idx" ON "customer_addresses" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_primary_key" ON "customer_addresses" USING btree ("company_id","owner_id") WHERE "customer_addresses"."is_primary" and "customer_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cart_items_owner_idx" ON "cart_items" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_owner_item_key" ON "cart_items" USING btree ("company_id","owner_id","kind","item_id","variant_id") WHERE "cart_items"."kind" <> 'combo';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_reference_key" ON "orders" USING btree ("company_id","reference_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("company_id","placed_by_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("company_id","buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_placed_by_idx" ON "orders" USING btree ("company_id","placed_by_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_booking_idx" ON "orders" USING btree ("booking_expires_at") WHERE "orders"."status" in ('unpaid', 'payment_process');--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_payment_key" ON "wallet_entries" USING btree ("company_id","order_id") WHERE "wallet_entries"."kind" = 'payment';