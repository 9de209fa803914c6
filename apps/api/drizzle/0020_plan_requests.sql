CREATE TABLE "plan_requests" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"agent_id" text NOT NULL,
	"from_level_id" text,
	"from_level_name" text,
	"to_level_id" text NOT NULL,
	"to_level_name" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_requests_one_pending" ON "plan_requests" USING btree ("company_id","agent_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "plan_requests_status_idx" ON "plan_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "plan_requests_agent_idx" ON "plan_requests" USING btree ("company_id","agent_id","created_at");