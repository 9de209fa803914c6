CREATE TABLE "accounting_payments" (
	"company_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"provider" text NOT NULL,
	"invoice_id" text NOT NULL,
	"invoice_number" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"pay_type" text NOT NULL,
	"user_id" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_payment_id" text,
	"error" text,
	"recorded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_payments_company_id_payment_id_pk" PRIMARY KEY("company_id","payment_id"),
	CONSTRAINT "accounting_payments_status_check" CHECK ("accounting_payments"."status" in ('pending', 'recorded', 'failed')),
	CONSTRAINT "accounting_payments_amount_check" CHECK ("accounting_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounting_payments" ADD CONSTRAINT "accounting_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_payments_invoice_idx" ON "accounting_payments" USING btree ("company_id","provider","invoice_id");