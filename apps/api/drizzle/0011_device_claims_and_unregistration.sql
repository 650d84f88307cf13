CREATE TABLE "claim_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "claim_code_hash" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "unregistered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "unregistered_by" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_unregistered_by_users_id_fk" FOREIGN KEY ("unregistered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;