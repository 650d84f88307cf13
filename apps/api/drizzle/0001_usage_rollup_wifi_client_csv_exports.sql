CREATE TABLE "usage_hourly" (
	"device_id" text NOT NULL,
	"network" text NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"download_bytes" bigint DEFAULT 0 NOT NULL,
	"upload_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_hourly_device_id_hour_start_network_pk" PRIMARY KEY("device_id","hour_start","network")
);
--> statement-breakpoint
CREATE TABLE "csv_exports" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"cookie_key_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"download_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "wifi_client_ssid" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "wifi_client_bssid" text;--> statement-breakpoint
ALTER TABLE "usage_hourly" ADD CONSTRAINT "usage_hourly_device_id_devices_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("device_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_exports" ADD CONSTRAINT "csv_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_exports" ADD CONSTRAINT "csv_exports_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_exports_expires_idx" ON "csv_exports" USING btree ("expires_at");--> statement-breakpoint
-- usage_hourly follows usage_samples through statement-level triggers: one grouped statement per insert,
-- update or delete statement, however many samples it touches. Hours are cut in UTC.
CREATE FUNCTION "usage_hourly_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_hourly" ("device_id", "network", "hour_start", "download_bytes", "upload_bytes")
  SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC'), sum("download_bytes"), sum("upload_bytes")
  FROM "inserted_samples"
  GROUP BY 1, 2, 3
  ON CONFLICT ("device_id", "hour_start", "network") DO UPDATE
    SET "download_bytes" = "usage_hourly"."download_bytes" + excluded."download_bytes",
        "upload_bytes" = "usage_hourly"."upload_bytes" + excluded."upload_bytes";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "usage_hourly_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_hourly" ("device_id", "network", "hour_start", "download_bytes", "upload_bytes")
  SELECT "device_id", "network", "hour_start", sum("download_bytes"), sum("upload_bytes")
  FROM (
    SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC') AS "hour_start", "download_bytes", "upload_bytes"
    FROM "updated_samples"
    UNION ALL
    SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC'), -"download_bytes", -"upload_bytes"
    FROM "replaced_samples"
  ) AS "changes"
  GROUP BY 1, 2, 3
  ON CONFLICT ("device_id", "hour_start", "network") DO UPDATE
    SET "download_bytes" = "usage_hourly"."download_bytes" + excluded."download_bytes",
        "upload_bytes" = "usage_hourly"."upload_bytes" + excluded."upload_bytes";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deleting only subtracts from hours that still exist: when a device is deleted its hours go first (cascade).
CREATE FUNCTION "usage_hourly_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "usage_hourly" AS "h"
  SET "download_bytes" = "h"."download_bytes" - "d"."download_bytes",
      "upload_bytes" = "h"."upload_bytes" - "d"."upload_bytes"
  FROM (
    SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC') AS "hour_start",
      sum("download_bytes") AS "download_bytes", sum("upload_bytes") AS "upload_bytes"
    FROM "deleted_samples"
    GROUP BY 1, 2, 3
  ) AS "d"
  WHERE "h"."device_id" = "d"."device_id" AND "h"."network" = "d"."network" AND "h"."hour_start" = "d"."hour_start";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "usage_samples_rollup_insert" AFTER INSERT ON "usage_samples"
  REFERENCING NEW TABLE AS "inserted_samples" FOR EACH STATEMENT EXECUTE FUNCTION "usage_hourly_on_insert"();--> statement-breakpoint
CREATE TRIGGER "usage_samples_rollup_update" AFTER UPDATE ON "usage_samples"
  REFERENCING OLD TABLE AS "replaced_samples" NEW TABLE AS "updated_samples"
  FOR EACH STATEMENT EXECUTE FUNCTION "usage_hourly_on_update"();--> statement-breakpoint
CREATE TRIGGER "usage_samples_rollup_delete" AFTER DELETE ON "usage_samples"
  REFERENCING OLD TABLE AS "deleted_samples" FOR EACH STATEMENT EXECUTE FUNCTION "usage_hourly_on_delete"();--> statement-breakpoint
INSERT INTO "usage_hourly" ("device_id", "network", "hour_start", "download_bytes", "upload_bytes")
SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC'), sum("download_bytes"), sum("upload_bytes")
FROM "usage_samples"
GROUP BY 1, 2, 3;
