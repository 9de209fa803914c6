CREATE TABLE "catalog_versions" (
	"company_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that writes catalogue rows adds one to the version of each company it touched, in its own
-- transaction (statement-level, so a bulk import costs one update, not one per row).
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_versions" ("company_id", "version")
    SELECT DISTINCT "company_id", 1 FROM "changed_rows"
    ON CONFLICT ("company_id") DO UPDATE SET "version" = "catalog_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['categories', 'products', 'product_levels', 'product_variants'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', catalogue_table || '_inserted_version', catalogue_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', catalogue_table || '_updated_version', catalogue_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', catalogue_table || '_deleted_version', catalogue_table);
  END LOOP;
END $$;
