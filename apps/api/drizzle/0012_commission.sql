CREATE TABLE "commission_agent_ranks" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"agent_id" text NOT NULL,
	"rank_id" text,
	"ps" bigint DEFAULT 0 NOT NULL,
	"tpgs" bigint DEFAULT 0 NOT NULL,
	"side_group_sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_agent_ranks_company_id_month_agent_id_pk" PRIMARY KEY("company_id","month","agent_id")
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "commission_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"beneficiary_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"period" date NOT NULL,
	"source_order_id" text,
	"source_line_no" integer,
	"source_agent_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reverses_id" text,
	"payout_id" text,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"agent_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"bank" jsonb,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by_name" text,
	"paid_at" timestamp with time zone,
	"paid_by_name" text,
	"payment_reference" text,
	"rejected_at" timestamp with time zone,
	"rejected_by_name" text,
	"reject_reason" text,
	CONSTRAINT "commission_payouts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "commission_periods" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_name" text,
	CONSTRAINT "commission_periods_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_roc" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "msic_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "msic_description" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "regency_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "village_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_id" text;--> statement-breakpoint
CREATE INDEX "commission_agent_ranks_agent_idx" ON "commission_agent_ranks" USING btree ("company_id","agent_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_key" ON "commission_entries" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "commission_entries_beneficiary_idx" ON "commission_entries" USING btree ("company_id","beneficiary_id","period","type");--> statement-breakpoint
CREATE INDEX "commission_entries_period_idx" ON "commission_entries" USING btree ("company_id","period","type");--> statement-breakpoint
CREATE INDEX "commission_entries_order_idx" ON "commission_entries" USING btree ("company_id","source_order_id") WHERE "commission_entries"."source_order_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_entries_payable_idx" ON "commission_entries" USING btree ("company_id","beneficiary_id") WHERE "commission_entries"."status" = 'payable' and "commission_entries"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "commission_entries_payout_idx" ON "commission_entries" USING btree ("company_id","payout_id") WHERE "commission_entries"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_payouts_agent_idx" ON "commission_payouts" USING btree ("company_id","agent_id","requested_at");--> statement-breakpoint
CREATE INDEX "commission_payouts_status_idx" ON "commission_payouts" USING btree ("company_id","status","requested_at");