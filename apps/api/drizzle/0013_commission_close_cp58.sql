CREATE TABLE "cp58_statements" (
	"company_id" text NOT NULL,
	"year" integer NOT NULL,
	"agent_id" text NOT NULL,
	"amounts" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"agent" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_name" text,
	CONSTRAINT "cp58_statements_company_id_year_agent_id_pk" PRIMARY KEY("company_id","year","agent_id")
);
--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD COLUMN "bank_file_at" timestamp with time zone;