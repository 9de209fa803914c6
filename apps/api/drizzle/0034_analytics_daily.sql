CREATE TABLE "analytics_daily" (
	"company_id" text NOT NULL,
	"day" date NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"category_id" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"age_band" text NOT NULL,
	"seller_kind" text NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_company_id_day_item_kind_item_id_category_id_state_age_band_seller_kind_pk" PRIMARY KEY("company_id","day","item_kind","item_id","category_id","state","age_band","seller_kind")
);
--> statement-breakpoint
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
-- The buyer's age band on a day (decisions.md "Analytics age bands"; the same rule as analytics/age-band.ts):
-- the birthday, else a Malaysian IC (12 digits, YYMMDD: 20YY unless that is after the day, then 19YY), else an
-- Indonesian NIK (16 digits, DDMMYY at 7-12, women's DD + 40; the same century rule).
CREATE FUNCTION analytics_age_band(identity_no text, birth date, on_day date) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  digits text := regexp_replace(coalesce(identity_no, ''), '[^0-9]', '', 'g');
  yy int; mm int; dd int; born date; age int;
BEGIN
  born := birth;
  IF born IS NULL AND (length(digits) = 12 OR length(digits) = 16) THEN
    IF length(digits) = 12 THEN
      yy := substr(digits, 1, 2)::int; mm := substr(digits, 3, 2)::int; dd := substr(digits, 5, 2)::int;
    ELSE
      dd := substr(digits, 7, 2)::int; mm := substr(digits, 9, 2)::int; yy := substr(digits, 11, 2)::int;
      IF dd > 40 THEN dd := dd - 40; END IF;
    END IF;
    BEGIN
      born := make_date(2000 + yy, mm, dd);
      IF born > on_day THEN born := make_date(1900 + yy, mm, dd); END IF;
    EXCEPTION WHEN others THEN born := NULL;
    END;
  END IF;
  IF born IS NULL OR born > on_day THEN RETURN 'unknown'; END IF;
  age := extract(year FROM age(on_day, born))::int;
  RETURN CASE WHEN age < 18 THEN 'under18' WHEN age < 25 THEN '18-24' WHEN age < 35 THEN '25-34'
    WHEN age < 45 THEN '35-44' WHEN age < 55 THEN '45-54' ELSE '55+' END;
END $$;
--> statement-breakpoint
-- Backfill: every order counted so far (it has its invoice number), on the day it was approved or paid, and
-- every refund of a counted order on its refund day. One row per order and item first (an item on two lines of
-- an order is one order holding it), then per day and dimensions.
INSERT INTO analytics_daily (company_id, day, item_kind, item_id, category_id, state, age_band, seller_kind, units, sales, orders, lines)
SELECT c.company_id, c.day, c.item_kind, c.item_id, c.category_id, c.state, c.age_band, c.seller_kind,
  sum(c.units), sum(c.sales), sum(c.orders), sum(c.lines)
FROM (
  SELECT o.company_id, (m.at AT TIME ZONE co.time_zone)::date AS day, l.kind AS item_kind, l.item_id,
    coalesce(p.category_id, '') AS category_id, coalesce(trim(b.state), '') AS state,
    analytics_age_band(b.identity_no, b.birth_date, (m.at AT TIME ZONE co.time_zone)::date) AS age_band,
    CASE WHEN o.seller_kind = 'agent' THEN 'agent' ELSE 'hq' END AS seller_kind,
    m.sign * sum(l.quantity) AS units, m.sign * sum(l.line_total) AS sales,
    m.sign * max(CASE WHEN l.line_no = first.line_no THEN 1 ELSE 0 END) AS orders, m.sign AS lines
  FROM orders o
  JOIN companies co ON co.id = o.company_id
  JOIN users b ON b.company_id = o.company_id AND b.id = o.buyer_id
  JOIN order_lines l ON l.company_id = o.company_id AND l.order_id = o.id
  JOIN LATERAL (SELECT min(x.line_no) AS line_no FROM order_lines x WHERE x.company_id = o.company_id AND x.order_id = o.id) first ON true
  LEFT JOIN products p ON l.kind = 'product' AND p.company_id = o.company_id AND p.id = l.item_id
  CROSS JOIN LATERAL (
    SELECT 1 AS sign, coalesce(o.approved_at, o.paid_at, o.created_at) AS at
    UNION ALL SELECT -1, o.refunded_at WHERE o.status = 'refund' AND o.refunded_at IS NOT NULL
  ) m
  WHERE o.invoice_no IS NOT NULL
  GROUP BY o.company_id, o.id, co.time_zone, m.sign, m.at, l.kind, l.item_id, p.category_id, b.state, b.identity_no, b.birth_date, o.seller_kind
) c
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
-- Backfill: analytics_daily per day and dimension (the same sums analytics/rollup.ts keeps).
INSERT INTO analytics_daily_by (company_id, dimension, day, key, units, sales, orders)
SELECT a.company_id, d.dimension, a.day, d.key, sum(a.units), sum(a.sales), sum(d.orders)
FROM analytics_daily a
CROSS JOIN LATERAL (VALUES ('total', '', a.orders), ('category', a.category_id, a.lines),
  ('product', a.item_kind || ':' || a.item_id, a.lines), ('state', a.state, a.orders), ('age', a.age_band, a.orders),
  ('seller', a.seller_kind, a.orders)) d(dimension, key, orders)
GROUP BY 1, 2, 3, 4;
