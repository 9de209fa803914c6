CREATE TABLE "order_sales_by_hour" (
	"company_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"slot" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_sales_by_hour_company_id_hour_slot_pk" PRIMARY KEY("company_id","hour","slot")
);
--> statement-breakpoint
-- hand-written: keep order_sales_by_hour as orders are approved, refunded, re-priced or deleted.
CREATE FUNCTION "order_sales_by_hour_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."approved_at" IS NOT NULL AND OLD."status" <> 'refund' THEN
    UPDATE "order_sales_by_hour" SET "amount" = "amount" - OLD."grand_total", "orders" = "orders" - 1
      WHERE "company_id" = OLD."company_id" AND "hour" = date_trunc('hour', OLD."approved_at", 'UTC')
        AND "slot" = abs(hashtext(OLD."id")) % 4;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."approved_at" IS NOT NULL AND NEW."status" <> 'refund' THEN
    INSERT INTO "order_sales_by_hour" ("company_id", "hour", "slot", "amount", "orders")
      VALUES (NEW."company_id", date_trunc('hour', NEW."approved_at", 'UTC'), abs(hashtext(NEW."id")) % 4, NEW."grand_total", 1)
      ON CONFLICT ("company_id", "hour", "slot") DO UPDATE
        SET "amount" = "order_sales_by_hour"."amount" + EXCLUDED."amount", "orders" = "order_sales_by_hour"."orders" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_by_hour_insert" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_sales_by_hour_apply"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_by_hour_update" AFTER UPDATE OF "status", "approved_at", "grand_total" ON "orders"
  FOR EACH ROW WHEN (OLD."approved_at" IS DISTINCT FROM NEW."approved_at" OR OLD."grand_total" IS DISTINCT FROM NEW."grand_total"
    OR (OLD."status" = 'refund') IS DISTINCT FROM (NEW."status" = 'refund'))
  EXECUTE FUNCTION "order_sales_by_hour_apply"();--> statement-breakpoint
INSERT INTO "order_sales_by_hour" ("company_id", "hour", "slot", "amount", "orders")
  SELECT "company_id", date_trunc('hour', "approved_at", 'UTC'), abs(hashtext("id")) % 4, sum("grand_total"), count(*)::int
  FROM "orders" WHERE "approved_at" IS NOT NULL AND "status" <> 'refund'
  GROUP BY 1, 2, 3;
