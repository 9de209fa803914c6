CREATE TABLE "e_invoices" (
	"company_id" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"order_id" text,
	"status" text NOT NULL,
	"adapter" text NOT NULL,
	"submission_uid" text,
	"uuid" text,
	"long_id" text,
	"validation_link" text,
	"document_hash" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_company_id_number_pk" PRIMARY KEY("company_id","number"),
	CONSTRAINT "e_invoices_status_check" CHECK ("e_invoices"."status" in ('submitted', 'valid', 'invalid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoices_period_idx" ON "e_invoices" USING btree ("company_id","period");