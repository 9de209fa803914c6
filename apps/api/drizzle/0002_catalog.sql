CREATE TABLE "categories" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_levels" (
	"company_id" text NOT NULL,
	"product_id" text NOT NULL,
	"level_id" text NOT NULL,
	"price" bigint NOT NULL,
	"rank_discount_bp" integer DEFAULT 0 NOT NULL,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commissions" jsonb NOT NULL,
	CONSTRAINT "product_levels_company_id_product_id_level_id_pk" PRIMARY KEY("company_id","product_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"options" text[] NOT NULL,
	"image_url" text,
	"position" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_variants_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text,
	"category_id" text,
	"branch" text,
	"retail_price" bigint NOT NULL,
	"store_price" bigint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"weight_g" integer NOT NULL,
	"length_mm" integer DEFAULT 0 NOT NULL,
	"width_mm" integer DEFAULT 0 NOT NULL,
	"height_mm" integer DEFAULT 0 NOT NULL,
	"cover_image" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"preorder" boolean DEFAULT false NOT NULL,
	"preorder_limit" integer,
	"rating_enabled" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_company_name_key" ON "categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_company_sku_key" ON "product_variants" USING btree ("company_id",lower("sku")) WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_sku_key" ON "products" USING btree ("company_id",lower("sku")) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "products_scheduled_idx" ON "products" USING btree ("status","publish_at");