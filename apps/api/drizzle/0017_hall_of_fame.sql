CREATE TABLE "hall_of_fame" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"hof_title" text NOT NULL,
	"hof_date" date NOT NULL,
	"user_name" text NOT NULL,
	"user_achievement" text NOT NULL,
	"user_img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_of_fame_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "hall_of_fame" ADD CONSTRAINT "hall_of_fame_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hall_of_fame_company_date_idx" ON "hall_of_fame" USING btree ("company_id","hof_date");