CREATE TABLE "commission_plan_simulation_agents" (
	"company_id" text NOT NULL,
	"simulation_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"name" text NOT NULL,
	"paid" bigint NOT NULL,
	"simulated" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"paid_rank" text,
	"simulated_rank" text,
	"entries" jsonb NOT NULL,
	CONSTRAINT "commission_plan_simulation_agents_company_id_simulation_id_agent_id_pk" PRIMARY KEY("company_id","simulation_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "commission_plan_simulations" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"version_id" text NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"error" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "commission_plan_simulations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "commission_plan_versions" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"effective_month" date,
	"source" text NOT NULL,
	"plan" jsonb NOT NULL,
	"note" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_name" text,
	"published_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "commission_plan_versions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "commission_plan_versions_published_month" CHECK ("commission_plan_versions"."status" = 'draft' or "commission_plan_versions"."effective_month" is not null)
);
--> statement-breakpoint
ALTER TABLE "commission_plan_simulations" ADD CONSTRAINT "commission_plan_simulations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plan_versions" ADD CONSTRAINT "commission_plan_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_plan_simulation_agents_diff_idx" ON "commission_plan_simulation_agents" USING btree ("company_id","simulation_id","difference");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plan_versions_number_key" ON "commission_plan_versions" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_plan_versions_one_draft" ON "commission_plan_versions" USING btree ("company_id") WHERE "commission_plan_versions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "commission_plan_versions_in_force_idx" ON "commission_plan_versions" USING btree ("company_id","effective_month");--> statement-breakpoint
-- The company's live commission settings as a plan snapshot (schemas/commission-plan.ts `commissionPlan`): the one
-- reader of them, used by this backfill and by plan-snapshot.ts.
CREATE FUNCTION commission_plan_snapshot(company text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  select jsonb_build_object(
    'ranks', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'name', r.name, 'personalSales', r.personal_sales,
        'totalPersonalGroupSales', r.total_personal_group_sales, 'sideGroupSales', r.side_group_sales,
        'commissionBasisPoints', r.commission_bp, 'personalLevelBasisPoints', r.personal_level_bp,
        'isLeadership', r.is_leadership, 'benefits', to_jsonb(r.benefits)) order by r.position)
      from commission_ranks r where r.company_id = company), '[]'::jsonb),
    'levels', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', l.id, 'name', l.level_name, 'helperBasisPoints', l.helper_bp, 'recruitComm', l.recruit_comm,
        'leadershipBasisPoints', l.leadership_bp) order by l.rank_number)
      from levels l where l.company_id = company), '[]'::jsonb),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object('productId', p.id, 'name', p.name, 'levels', (
        select coalesce(jsonb_agg(jsonb_build_object('levelId', pl.level_id, 'commissions', pl.commissions)
          order by pl.level_id), '[]'::jsonb)
        from product_levels pl where pl.company_id = company and pl.product_id = p.id)) order by p.name, p.id)
      from products p
      where p.company_id = company and p.deleted_at is null
        and exists (select 1 from product_levels pl where pl.company_id = company and pl.product_id = p.id)), '[]'::jsonb),
    'switches', jsonb_build_object(
      'commissionOff', coalesce(c.features->'commissionOff', '[]'::jsonb),
      'zeroriseOverriding', coalesce(c.features->'zeroriseOverriding', 'false'::jsonb),
      'rankBasis', coalesce(c.features->'moq', '"unit"'::jsonb)))
  from companies c where c.id = company
$$;
--> statement-breakpoint
-- Version 1 of every company: its settings as they are, published and in force from its first month.
INSERT INTO commission_plan_versions
  (company_id, id, number, status, effective_month, source, plan, published_at, applied_at)
SELECT c.id, 'plan-v1-' || md5(c.id), 1, 'published',
  least(
    date_trunc('month', c.created_at at time zone c.time_zone)::date,
    (select min(month) from agent_monthly_sales s where s.company_id = c.id),
    (select min(month) from commission_periods p where p.company_id = c.id)),
  'initial', commission_plan_snapshot(c.id), now(), now()
FROM companies c;
