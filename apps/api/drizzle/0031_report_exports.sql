CREATE TABLE "report_exports" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"filters" jsonb NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_exports_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "report_exports_rows_check" CHECK ("report_exports"."rows_done" >= 0)
);
--> statement-breakpoint
CREATE INDEX "report_exports_user_idx" ON "report_exports" USING btree ("company_id","user_id","created_at");