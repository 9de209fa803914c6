CREATE TABLE "company_helplines" (
	"company_id" text PRIMARY KEY NOT NULL,
	"email" text,
	"phone_code" text,
	"phone" text,
	"whatsapp_code" text,
	"whatsapp" text,
	"hours" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_greetings" (
	"company_id" text NOT NULL,
	"level_id" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_greetings_company_id_level_id_pk" PRIMARY KEY("company_id","level_id")
);
--> statement-breakpoint
ALTER TABLE "level_terms" ADD COLUMN "pdf_file" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;