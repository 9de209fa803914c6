CREATE TABLE "campaign_redemptions" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"points" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"fulfilled_on" date,
	"handled_by_name" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_redemptions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"game_title" text NOT NULL,
	"game_desc" text DEFAULT '' NOT NULL,
	"game_tnc" text DEFAULT '' NOT NULL,
	"reward_type" text NOT NULL,
	"point_required" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"image1" text,
	"max_redeem" integer NOT NULL,
	"level_ids" text[] DEFAULT '{}' NOT NULL,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"company_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_company_id_agent_id_pk" PRIMARY KEY("company_id","agent_id"),
	CONSTRAINT "point_balances_not_negative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"agent_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"order_id" text,
	"redemption_id" text,
	"cycle_start" date,
	"unrecovered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "point_expiry_runs" (
	"company_id" text NOT NULL,
	"cycle" text NOT NULL,
	"cycle_start" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_expiry_runs_company_id_cycle_cycle_start_pk" PRIMARY KEY("company_id","cycle","cycle_start")
);
--> statement-breakpoint
ALTER TABLE "campaign_redemptions" ADD CONSTRAINT "campaign_redemptions_campaign_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_redemptions_agent_idx" ON "campaign_redemptions" USING btree ("company_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_redemptions_status_idx" ON "campaign_redemptions" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "campaign_redemptions_campaign_idx" ON "campaign_redemptions" USING btree ("company_id","campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_dates_idx" ON "campaigns" USING btree ("company_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_key" ON "point_entries" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "point_entries_agent_idx" ON "point_entries" USING btree ("company_id","agent_id","seq");--> statement-breakpoint
-- hand-written: backfill
-- Orders that counted before the points ledger existed (they have their invoice number) earn their points now, at
-- the moment they counted; those refunded since are reversed at their refund. Only agents earn points. No points
-- were redeemed before, so each agent's balance is the plain sum and never negative.
INSERT INTO "point_entries" ("company_id", "id", "key", "agent_id", "kind", "points", "at", "order_id")
SELECT o."company_id", gen_random_uuid()::text, 'earn:' || o."id", o."buyer_id", 'earned', o."point_earned",
  coalesce(o."approved_at", o."paid_at", o."created_at"), o."id"
FROM "orders" o
JOIN "users" u ON u."company_id" = o."company_id" AND u."id" = o."buyer_id" AND u."role" = 'agent'
WHERE o."invoice_no" IS NOT NULL AND o."point_earned" > 0
ORDER BY coalesce(o."approved_at", o."paid_at", o."created_at"), o."id";--> statement-breakpoint
INSERT INTO "point_entries" ("company_id", "id", "key", "agent_id", "kind", "points", "at", "order_id")
SELECT e."company_id", gen_random_uuid()::text, 'rev:' || o."id", e."agent_id", 'reversed', -e."points",
  coalesce(o."refunded_at", e."at"), o."id"
FROM "point_entries" e
JOIN "orders" o ON o."company_id" = e."company_id" AND o."id" = e."order_id"
WHERE e."kind" = 'earned' AND o."status" = 'refund'
ORDER BY coalesce(o."refunded_at", e."at"), o."id";--> statement-breakpoint
INSERT INTO "point_balances" ("company_id", "agent_id", "balance")
SELECT "company_id", "agent_id", sum("points") FROM "point_entries" GROUP BY "company_id", "agent_id";
