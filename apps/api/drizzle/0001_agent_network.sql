CREATE TABLE "agent_monthly_sales" (
	"company_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"month" date NOT NULL,
	"ps_amount" bigint DEFAULT 0 NOT NULL,
	"ps_units" integer DEFAULT 0 NOT NULL,
	"gs_amount" bigint DEFAULT 0 NOT NULL,
	"gs_units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_monthly_sales_company_id_agent_id_month_pk" PRIMARY KEY("company_id","agent_id","month")
);
--> statement-breakpoint
CREATE TABLE "agent_status_history" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"agent_id" text NOT NULL,
	"action" text NOT NULL,
	"from_level" text,
	"to_level" text,
	"from_upline" text,
	"to_upline" text,
	"reason" text,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_status_history_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "commission_ranks" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"personal_sales" bigint DEFAULT 0 NOT NULL,
	"total_personal_group_sales" bigint DEFAULT 0 NOT NULL,
	"side_group_sales" bigint DEFAULT 0 NOT NULL,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"personal_level_bp" integer DEFAULT 0 NOT NULL,
	"is_leadership" boolean DEFAULT false NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "commission_ranks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "level_terms" (
	"company_id" text NOT NULL,
	"level_id" text NOT NULL,
	"details" text NOT NULL,
	"pdf_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_terms_company_id_level_id_pk" PRIMARY KEY("company_id","level_id")
);
--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "mom_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "mom_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "mom_first_order_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "mom_first_order_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "ps_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "ps_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "gs_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "gs_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "tpgs_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "tpgs_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "helper_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "recruit_comm" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "leadership_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "introducer_comm" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "overriding_comm" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roc_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tree_no" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "users_tree_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "direct_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "downline_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "helper_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commission_ranks" ADD CONSTRAINT "commission_ranks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_monthly_sales_month_idx" ON "agent_monthly_sales" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "agent_status_history_agent_idx" ON "agent_status_history" USING btree ("company_id","agent_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_helper_id_users_company_id_id_fk" FOREIGN KEY ("company_id","helper_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_path_idx" ON "users" USING btree ("company_id","path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_upline_idx" ON "users" USING btree ("company_id","upline_id");--> statement-breakpoint
CREATE INDEX "users_introducer_idx" ON "users" USING btree ("company_id","introducer_id");--> statement-breakpoint
CREATE INDEX "users_tree_no_idx" ON "users" USING btree ("tree_no");--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_company_rank_key" UNIQUE("company_id","rank_number");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_username_key" UNIQUE("company_id","username");