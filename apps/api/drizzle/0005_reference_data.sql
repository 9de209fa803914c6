CREATE TABLE "ref_banks" (
	"country" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"swift_code" text,
	"aliases" text,
	"website" text,
	"status" text NOT NULL,
	CONSTRAINT "ref_banks_country_code_pk" PRIMARY KEY("country","code")
);
--> statement-breakpoint
CREATE TABLE "ref_countries" (
	"iso2" text PRIMARY KEY NOT NULL,
	"iso3" text,
	"name" text NOT NULL,
	"official_name" text,
	"dial" text
);
--> statement-breakpoint
CREATE TABLE "ref_data_version" (
	"id" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_id_districts" (
	"code" text PRIMARY KEY NOT NULL,
	"regency_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_id_provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_id_regencies" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_id_villages" (
	"code" text PRIMARY KEY NOT NULL,
	"district_code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_msic_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"section" text,
	"section_name" text
);
--> statement-breakpoint
CREATE TABLE "ref_my_postcodes" (
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	CONSTRAINT "ref_my_postcodes_postcode_city_pk" PRIMARY KEY("postcode","city")
);
--> statement-breakpoint
CREATE TABLE "ref_my_states" (
	"code" text PRIMARY KEY NOT NULL,
	"lhdn_code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ref_id_districts_regency_idx" ON "ref_id_districts" USING btree ("regency_code");--> statement-breakpoint
CREATE INDEX "ref_id_regencies_province_idx" ON "ref_id_regencies" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "ref_id_villages_district_idx" ON "ref_id_villages" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "ref_my_postcodes_state_city_idx" ON "ref_my_postcodes" USING btree ("state_code","city");