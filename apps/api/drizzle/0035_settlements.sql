CREATE TABLE "settlement_payments" (
	"company_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"settlement_id" text NOT NULL,
	"fee" bigint NOT NULL,
	CONSTRAINT "settlement_payments_company_id_payment_id_pk" PRIMARY KEY("company_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"settled_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"expected" bigint NOT NULL,
	"payments" integer NOT NULL,
	"created_by_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "settlements_amount_check" CHECK ("settlements"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_payments_settlement_idx" ON "settlement_payments" USING btree ("company_id","settlement_id");--> statement-breakpoint
CREATE INDEX "settlements_settled_on_idx" ON "settlements" USING btree ("company_id","settled_on");