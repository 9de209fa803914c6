CREATE TABLE "network_placements" (
	"company_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"upline_id" text,
	"level_id" text,
	"status" text NOT NULL,
	CONSTRAINT "network_placements_company_id_agent_id_valid_from_pk" PRIMARY KEY("company_id","agent_id","valid_from")
);
--> statement-breakpoint
CREATE INDEX "network_placements_upline_idx" ON "network_placements" USING btree ("company_id","upline_id","valid_from");--> statement-breakpoint
-- Backfill: every agent already in the tree, placed as it stands now from its registration time.
INSERT INTO "network_placements" ("company_id", "agent_id", "valid_from", "upline_id", "level_id", "status")
SELECT "company_id", "id", "created_at", "upline_id", "level_id", "status" FROM "users"
WHERE "role" = 'agent' AND "path" IS NOT NULL;
