CREATE TABLE "branches" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"self_pickup" boolean DEFAULT false NOT NULL,
	"address1" text,
	"address2" text,
	"postcode" text,
	"city" text,
	"state" text,
	"country" text DEFAULT 'MY' NOT NULL,
	"phone" text,
	"pickup_hours" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"company_id" text NOT NULL,
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_company_id_store_id_product_id_variant_id_pk" PRIMARY KEY("company_id","store_id","product_id","variant_id"),
	CONSTRAINT "stock_levels_on_hand_check" CHECK ("stock_levels"."on_hand" >= 0),
	CONSTRAINT "stock_levels_reserved_check" CHECK ("stock_levels"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text DEFAULT '' NOT NULL,
	"qty_in" integer DEFAULT 0 NOT NULL,
	"qty_out" integer DEFAULT 0 NOT NULL,
	"inv_type" text NOT NULL,
	"inv_desc" text NOT NULL,
	"return_reason" text,
	"order_id" text,
	"reverses_id" text,
	"reversed_by_id" text,
	"on_hand_before" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "stock_movements_qty_check" CHECK ("stock_movements"."qty_in" >= 0 and "stock_movements"."qty_out" >= 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_company_name_key" ON "branches" USING btree ("company_id",lower("name")) WHERE "branches"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_company_main_key" ON "branches" USING btree ("company_id") WHERE "branches"."is_main";--> statement-breakpoint
CREATE INDEX "stock_levels_product_idx" ON "stock_levels" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("company_id","store_id","product_id","variant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_store_seq_idx" ON "stock_movements" USING btree ("company_id","store_id","seq");--> statement-breakpoint
INSERT INTO "branches" ("company_id", "id", "name", "is_main") SELECT "id", gen_random_uuid()::text, 'HQ', true FROM "companies";
