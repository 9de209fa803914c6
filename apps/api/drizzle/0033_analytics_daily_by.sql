CREATE TABLE "analytics_daily_by" (
	"company_id" text NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_by_company_id_dimension_day_key_pk" PRIMARY KEY("company_id","dimension","day","key")
);
--> statement-breakpoint
-- Backfill: analytics_daily per day and dimension (the same sums analytics/rollup.ts keeps).
INSERT INTO analytics_daily_by (company_id, dimension, day, key, units, sales, orders)
SELECT a.company_id, d.dimension, a.day, d.key, sum(a.units), sum(a.sales), sum(d.orders)
FROM analytics_daily a
CROSS JOIN LATERAL (VALUES ('total', '', a.orders), ('category', a.category_id, a.lines),
  ('product', a.item_kind || ':' || a.item_id, a.lines), ('state', a.state, a.orders), ('age', a.age_band, a.orders),
  ('seller', a.seller_kind, a.orders)) d(dimension, key, orders)
GROUP BY 1, 2, 3, 4;
