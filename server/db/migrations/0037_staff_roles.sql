ALTER TABLE "staff_audit_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_id","id");--> statement-breakpoint
-- The moderation desk now needs the moderator role; whoever held the operator role keeps the desk they had.
INSERT INTO "member_roles" ("member_id", "role") SELECT "member_id", 'moderator' FROM "member_roles" WHERE "role" = 'operator' ON CONFLICT DO NOTHING;
