ALTER TABLE "companies" ADD COLUMN "logo_dark_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "favicon_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "app_icon_192_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "app_icon_512_url" text;