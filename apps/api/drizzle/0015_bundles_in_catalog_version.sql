-- Packages and combos are part of the cached catalogue (catalog/catalogue-cache.ts): their writes bump the
-- company's catalogue version too, like 0014's tables. (`packages.sold` is not maintained yet; when it is, its
-- update should leave the version alone: an AFTER UPDATE OF the other columns.)
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY['packages', 'package_items', 'combos', 'combo_products'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', catalogue_table || '_inserted_version', catalogue_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', catalogue_table || '_updated_version', catalogue_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', catalogue_table || '_deleted_version', catalogue_table);
  END LOOP;
END $$;
