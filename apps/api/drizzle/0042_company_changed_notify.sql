-- Every API instance keeps companies by host name for a while (company/host-company.ts). A change of a company's
-- row or host names, by any instance, the CLI or SQL, tells every instance to drop that cache (LISTEN company_changed).
CREATE FUNCTION "notify_company_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('company_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_changed" AFTER INSERT OR UPDATE OR DELETE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_company_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_hosts_changed" AFTER INSERT OR UPDATE OR DELETE ON "company_hosts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_company_changed"();
