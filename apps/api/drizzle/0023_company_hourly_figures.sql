CREATE TABLE "company_hourly_figures" (
	"company_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"slot" integer NOT NULL,
	"sales_amount" bigint DEFAULT 0 NOT NULL,
	"sales_orders" integer DEFAULT 0 NOT NULL,
	"agents_joined" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_hourly_figures_company_id_hour_slot_pk" PRIMARY KEY("company_id","hour","slot")
);
--> statement-breakpoint
-- hand-written: keep company_hourly_figures as orders are approved, refunded, re-priced or deleted and as agents
-- join or leave. Each change removes the old row's share and adds the new one's.
CREATE FUNCTION "company_hourly_figures_add"(company text, at timestamptz, id text, amount bigint, orders int, agents int)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "company_hourly_figures" ("company_id", "hour", "slot", "sales_amount", "sales_orders", "agents_joined")
  VALUES (company, date_trunc('hour', at, 'UTC'), abs(hashtext(id)) % 4, amount, orders, agents)
  ON CONFLICT ("company_id", "hour", "slot") DO UPDATE SET
    "sales_amount" = "company_hourly_figures"."sales_amount" + EXCLUDED."sales_amount",
    "sales_orders" = "company_hourly_figures"."sales_orders" + EXCLUDED."sales_orders",
    "agents_joined" = "company_hourly_figures"."agents_joined" + EXCLUDED."agents_joined"
$$;--> statement-breakpoint
CREATE FUNCTION "company_hourly_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."approved_at" IS NOT NULL AND OLD."status" <> 'refund' THEN
    PERFORM "company_hourly_figures_add"(OLD."company_id", OLD."approved_at", OLD."id", -OLD."grand_total", -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."approved_at" IS NOT NULL AND NEW."status" <> 'refund' THEN
    PERFORM "company_hourly_figures_add"(NEW."company_id", NEW."approved_at", NEW."id", NEW."grand_total", 1, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_hourly_insert" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "company_hourly_sales_apply"();--> statement-breakpoint
CREATE TRIGGER "orders_hourly_update" AFTER UPDATE OF "status", "approved_at", "grand_total" ON "orders"
  FOR EACH ROW WHEN (OLD."approved_at" IS DISTINCT FROM NEW."approved_at" OR OLD."grand_total" IS DISTINCT FROM NEW."grand_total"
    OR (OLD."status" = 'refund') IS DISTINCT FROM (NEW."status" = 'refund'))
  EXECUTE FUNCTION "company_hourly_sales_apply"();--> statement-breakpoint
CREATE FUNCTION "company_hourly_agents_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."role" = 'agent' THEN
    PERFORM "company_hourly_figures_add"(OLD."company_id", OLD."created_at", OLD."id", 0, 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."role" = 'agent' THEN
    PERFORM "company_hourly_figures_add"(NEW."company_id", NEW."created_at", NEW."id", 0, 0, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_hourly_insert" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "company_hourly_agents_apply"();--> statement-breakpoint
CREATE TRIGGER "users_hourly_update" AFTER UPDATE OF "role", "created_at" ON "users"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "company_hourly_agents_apply"();--> statement-breakpoint
INSERT INTO "company_hourly_figures" ("company_id", "hour", "slot", "sales_amount", "sales_orders", "agents_joined")
  SELECT "company_id", "hour", "slot", sum("amount"), sum("orders")::int, sum("agents")::int FROM (
    SELECT "company_id", date_trunc('hour', "approved_at", 'UTC') AS "hour", abs(hashtext("id")) % 4 AS "slot",
      "grand_total" AS "amount", 1 AS "orders", 0 AS "agents"
    FROM "orders" WHERE "approved_at" IS NOT NULL AND "status" <> 'refund'
    UNION ALL
    SELECT "company_id", date_trunc('hour', "created_at", 'UTC'), abs(hashtext("id")) % 4, 0, 0, 1
    FROM "users" WHERE "role" = 'agent'
  ) figures
  GROUP BY 1, 2, 3;
