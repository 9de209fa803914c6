CREATE SEQUENCE "public"."subscription_invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."subscription_receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "company_subscriptions" (
	"company_id" text PRIMARY KEY NOT NULL,
	"plan_id" text,
	"billing_day" integer DEFAULT 1 NOT NULL,
	"next_period_start" date NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_subscriptions_day_check" CHECK ("company_subscriptions"."billing_day" between 1 and 28),
	CONSTRAINT "company_subscriptions_credit_check" CHECK ("company_subscriptions"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_gateways" (
	"provider" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credentials" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_gateways_provider_pk" PRIMARY KEY("provider")
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"receipt_no" text NOT NULL,
	"amount" integer NOT NULL,
	"received" integer NOT NULL,
	"method" text NOT NULL,
	"payment_id" text,
	"reference" text,
	"recorded_by" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "subscription_payments_amount_check" CHECK ("subscription_payments"."amount" >= 0 and "subscription_payments"."received" >= "subscription_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"monthly_price" integer NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_days" integer DEFAULT 14 NOT NULL,
	"grace_days" integer DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."monthly_price" >= 0),
	CONSTRAINT "subscription_plans_days_check" CHECK ("subscription_plans"."due_days" >= 0 and "subscription_plans"."grace_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_invoice_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "external_invoice" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "period_end" date;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_key" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscription_payments_invoice_idx" ON "subscription_payments" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_payment_key" ON "subscription_payments" USING btree ("company_id","payment_id") WHERE "subscription_payments"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_receipt_key" ON "subscription_payments" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_key" ON "subscription_invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period_key" ON "subscription_invoices" USING btree ("company_id","period_start") WHERE "subscription_invoices"."period_start" is not null and "subscription_invoices"."status" <> 'void';--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_paid_check" CHECK ("subscription_invoices"."paid" >= 0 and "subscription_invoices"."paid" <= "subscription_invoices"."total");