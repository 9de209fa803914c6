CREATE TABLE "combo_products" (
	"company_id" text NOT NULL,
	"combo_id" text NOT NULL,
	"product_id" text NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "combo_products_company_id_combo_id_product_id_pk" PRIMARY KEY("company_id","combo_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "combos" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"required_quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"cover_image" text,
	"description" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combos_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"company_id" text NOT NULL,
	"package_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"quantity" integer NOT NULL,
	CONSTRAINT "package_items_company_id_package_id_position_pk" PRIMARY KEY("company_id","package_id","position")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"price" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"cover_image" text,
	"sold" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "combos" ADD CONSTRAINT "combos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "combos_company_code_key" ON "combos" USING btree ("company_id",lower("code")) WHERE "combos"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_company_code_key" ON "packages" USING btree ("company_id",lower("code")) WHERE "packages"."deleted_at" is null;