CREATE TABLE "score_versions" (
	"company_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every statement that writes what the score ranking counts adds one to the scores version of each company it
-- touched, in its own transaction (statement-level: a bulk write costs one update). ranking/kept-rankings.ts reads it.
CREATE FUNCTION "bump_score_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "score_versions" ("company_id", "version")
    SELECT DISTINCT "company_id", 1 FROM "changed_rows"
    ON CONFLICT ("company_id") DO UPDATE SET "version" = "score_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Users change often for other reasons (sign-ins, profiles): only a change of what a ranking reads or shows counts
-- (a name orders ties; level and photo are shown beside the position).
CREATE FUNCTION "bump_score_version_of_agents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "score_versions" ("company_id", "version")
    SELECT DISTINCT n."company_id", 1 FROM "new_rows" n JOIN "old_rows" o ON o."company_id" = n."company_id" AND o."id" = n."id"
    WHERE (n."name", n."role", n."downline_count", n."introducer_id", n."created_at", n."level_id", n."photo_url")
      IS DISTINCT FROM (o."name", o."role", o."downline_count", o."introducer_id", o."created_at", o."level_id", o."photo_url")
    ON CONFLICT ("company_id") DO UPDATE SET "version" = "score_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  score_table text;
BEGIN
  FOREACH score_table IN ARRAY ARRAY['agent_monthly_sales', 'commission_entries', 'users', 'levels'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_score_version()', score_table || '_inserted_scores', score_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_score_version()', score_table || '_deleted_scores', score_table);
  END LOOP;
  FOREACH score_table IN ARRAY ARRAY['agent_monthly_sales', 'commission_entries', 'levels'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_score_version()', score_table || '_updated_scores', score_table);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_updated_scores" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_score_version_of_agents();
