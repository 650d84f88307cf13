-- The rollup must follow every write to usage_samples, also one made with session_replication_role =
-- replica (a bulk load that skips foreign-key checks, as the demo seed does, or logical replication).
ALTER TABLE "usage_samples" ENABLE ALWAYS TRIGGER "usage_samples_rollup_insert";--> statement-breakpoint
ALTER TABLE "usage_samples" ENABLE ALWAYS TRIGGER "usage_samples_rollup_update";--> statement-breakpoint
ALTER TABLE "usage_samples" ENABLE ALWAYS TRIGGER "usage_samples_rollup_delete";
