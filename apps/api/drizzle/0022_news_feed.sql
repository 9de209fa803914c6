CREATE TABLE "news_posts" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"pin" boolean DEFAULT false NOT NULL,
	"usr_org_id" text NOT NULL,
	"subject" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"file" text,
	"file_name" text,
	"video_provider" text,
	"video_id" text,
	"level_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_posts_feed_idx" ON "news_posts" USING btree ("company_id","pin" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);