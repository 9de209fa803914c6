CREATE TABLE "affiliate_clicks" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"store_id" text NOT NULL,
	"product_id" text,
	"visitor_hash" text NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_clicks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "ekoop_banners" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"store_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekoop_banners_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "online_store_products" (
	"company_id" text NOT NULL,
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_store_products_company_id_store_id_product_id_pk" PRIMARY KEY("company_id","store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "online_stores" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo_url" text,
	"contact_phone" text,
	"contact_email" text,
	"school_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"bank" jsonb,
	"delivery" jsonb DEFAULT '{"shipping":true,"pickup":false,"pickupAddress":null}'::jsonb NOT NULL,
	"opening_hours" text,
	"approved_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_stores_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_visits" (
	"company_id" text NOT NULL,
	"store_id" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_visits_company_id_store_id_day_pk" PRIMARY KEY("company_id","store_id","day")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "online_store_id" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_company_id_store_id_online_stores_company_id_id_fk" FOREIGN KEY ("company_id","store_id") REFERENCES "public"."online_stores"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekoop_banners" ADD CONSTRAINT "ekoop_banners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekoop_banners" ADD CONSTRAINT "ekoop_banners_company_id_store_id_online_stores_company_id_id_fk" FOREIGN KEY ("company_id","store_id") REFERENCES "public"."online_stores"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_store_products" ADD CONSTRAINT "online_store_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_store_products" ADD CONSTRAINT "online_store_products_company_id_store_id_online_stores_company_id_id_fk" FOREIGN KEY ("company_id","store_id") REFERENCES "public"."online_stores"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_stores" ADD CONSTRAINT "online_stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_stores" ADD CONSTRAINT "online_stores_company_id_owner_id_users_company_id_id_fk" FOREIGN KEY ("company_id","owner_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_company_id_store_id_online_stores_company_id_id_fk" FOREIGN KEY ("company_id","store_id") REFERENCES "public"."online_stores"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_store_idx" ON "affiliate_clicks" USING btree ("company_id","store_id","clicked_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_visitor_idx" ON "affiliate_clicks" USING btree ("company_id","store_id","visitor_hash","clicked_at");--> statement-breakpoint
CREATE INDEX "ekoop_banners_store_idx" ON "ekoop_banners" USING btree ("company_id","store_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "online_stores_slug_key" ON "online_stores" USING btree ("company_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "online_stores_owner_kind_key" ON "online_stores" USING btree ("company_id","owner_id","kind") WHERE "online_stores"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "online_stores_kind_status_idx" ON "online_stores" USING btree ("company_id","kind","status");--> statement-breakpoint
CREATE INDEX "orders_online_store_idx" ON "orders" USING btree ("company_id","online_store_id","created_at") WHERE "orders"."online_store_id" is not null;