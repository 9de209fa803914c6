CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"company_id" text NOT NULL,
	"seller_store_id" text NOT NULL,
	"status" text NOT NULL,
	"slot" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_company_id_seller_store_id_status_slot_pk" PRIMARY KEY("company_id","seller_store_id","status","slot")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(reference_no || ' ' || coalesce(invoice_no, '') || ' ' || coalesce(buyer_name, '') || ' ' || coalesce(receiver->>'firstName', '') || ' ' || coalesce(receiver->>'lastName', ''))) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
UPDATE "orders" o SET "buyer_name" = u."name" FROM "users" u WHERE u."company_id" = o."company_id" AND u."id" = o."buyer_id";--> statement-breakpoint
CREATE FUNCTION "order_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_status_counts" SET "count" = "count" - 1
      WHERE "company_id" = OLD."company_id" AND "seller_store_id" = OLD."seller_store_id"
        AND "status" = OLD."status" AND "slot" = abs(hashtext(OLD."id")) % 16;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_status_counts" ("company_id", "seller_store_id", "status", "slot", "count")
      VALUES (NEW."company_id", NEW."seller_store_id", NEW."status", abs(hashtext(NEW."id")) % 16, 1)
      ON CONFLICT ("company_id", "seller_store_id", "status", "slot") DO UPDATE SET "count" = "order_status_counts"."count" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE OF "status", "seller_store_id" ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."seller_store_id" IS DISTINCT FROM NEW."seller_store_id")
  EXECUTE FUNCTION "order_status_counts_apply"();--> statement-breakpoint
INSERT INTO "order_status_counts" ("company_id", "seller_store_id", "status", "slot", "count")
  SELECT "company_id", "seller_store_id", "status", abs(hashtext("id")) % 16, count(*)::int FROM "orders"
  GROUP BY 1, 2, 3, 4;
