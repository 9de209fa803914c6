CREATE TABLE "marketing_files" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"folder_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "marketing_folders" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"level_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_folders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "marketing_files" ADD CONSTRAINT "marketing_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_files" ADD CONSTRAINT "marketing_files_company_id_folder_id_marketing_folders_company_id_id_fk" FOREIGN KEY ("company_id","folder_id") REFERENCES "public"."marketing_folders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_folders" ADD CONSTRAINT "marketing_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_files_folder_idx" ON "marketing_files" USING btree ("company_id","folder_id","created_at");