CREATE TABLE "courier_rates" (
	"company_id" text NOT NULL,
	"region_id" text NOT NULL,
	"from_grams" integer NOT NULL,
	"to_grams" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "courier_rates_company_id_region_id_from_grams_pk" PRIMARY KEY("company_id","region_id","from_grams")
);
--> statement-breakpoint
CREATE TABLE "courier_regions" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"courier_id" text NOT NULL,
	"name" text NOT NULL,
	"states" text[] NOT NULL,
	"state_keys" text[] NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "courier_regions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"free_shipping_min" bigint,
	"handling_fee" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "courier_rates" ADD CONSTRAINT "courier_rates_company_id_region_id_courier_regions_company_id_id_fk" FOREIGN KEY ("company_id","region_id") REFERENCES "public"."courier_regions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_regions" ADD CONSTRAINT "courier_regions_company_id_courier_id_couriers_company_id_id_fk" FOREIGN KEY ("company_id","courier_id") REFERENCES "public"."couriers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_regions_courier_idx" ON "courier_regions" USING btree ("company_id","courier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_company_name_key" ON "couriers" USING btree ("company_id",lower("name")) WHERE "couriers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "couriers_company_live_idx" ON "couriers" USING btree ("company_id") WHERE "couriers"."active" and "couriers"."deleted_at" is null;