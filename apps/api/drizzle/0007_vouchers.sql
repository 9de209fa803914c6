CREATE TABLE "voucher_uses" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"order_id" text NOT NULL,
	"discount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "voucher_uses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"voucher_name" text NOT NULL,
	"voucher_type" text NOT NULL,
	"voucher_code" text NOT NULL,
	"voucher_quota" integer NOT NULL,
	"voucher_start_date" date NOT NULL,
	"voucher_stop_date" date NOT NULL,
	"disc_value" bigint NOT NULL,
	"voucher_min_purchase" bigint DEFAULT 0 NOT NULL,
	"voucher_usg_limit" integer NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"first_order" boolean DEFAULT false NOT NULL,
	"package_id" text,
	"used_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_fk" FOREIGN KEY ("company_id","voucher_id") REFERENCES "public"."vouchers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_company_order_key" ON "voucher_uses" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_company_voucher_buyer_idx" ON "voucher_uses" USING btree ("company_id","voucher_id","buyer_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_company_created_idx" ON "voucher_uses" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_company_code_key" ON "vouchers" USING btree ("company_id",lower("voucher_code")) WHERE "vouchers"."deleted_at" is null;