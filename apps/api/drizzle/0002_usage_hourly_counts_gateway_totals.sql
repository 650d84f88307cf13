-- usage_samples rows with an empty endpoint_mac hold the gateway's total; the endpoint rows are a
-- breakdown of it. usage_hourly now sums the totals only, so the breakdown is never counted twice.
CREATE OR REPLACE FUNCTION "usage_hourly_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_hourly" ("device_id", "network", "hour_start", "download_bytes", "upload_bytes")
  SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC'), sum("download_bytes"), sum("upload_bytes")
  FROM "inserted_samples"
  WHERE "endpoint_mac" = ''
  GROUP BY 1, 2, 3
  ON CONFLICT ("device_id", "hour_start", "network") DO UPDATE
    SET "download_bytes" = "usage_hourly"."download_bytes" + excluded."download_bytes",
        "upload_bytes" = "usage_hourly"."upload_bytes" + excluded."upload_bytes";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "usage_hourly_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_hourly" ("device_id", "network", "hour_start", "download_bytes", "upload_bytes")
  SELECT "device_id", "network", "hour_start", sum("download_bytes"), sum("upload_bytes")
  FROM (
    SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC') AS "hour_start", "download_bytes", "upload_bytes"
    FROM "updated_samples"
    WHERE "endpoint_mac" = ''
    UNION ALL
    SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC'), -"download_bytes", -"upload_bytes"
    FROM "replaced_samples"
    WHERE "endpoint_mac" = ''
  ) AS "changes"
  GROUP BY 1, 2, 3
  ON CONFLICT ("device_id", "hour_start", "network") DO UPDATE
    SET "download_bytes" = "usage_hourly"."download_bytes" + excluded."download_bytes",
        "upload_bytes" = "usage_hourly"."upload_bytes" + excluded."upload_bytes";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "usage_hourly_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "usage_hourly" AS "h"
  SET "download_bytes" = "h"."download_bytes" - "d"."download_bytes",
      "upload_bytes" = "h"."upload_bytes" - "d"."upload_bytes"
  FROM (
    SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC') AS "hour_start",
      sum("download_bytes") AS "download_bytes", sum("upload_bytes") AS "upload_bytes"
    FROM "deleted_samples"
    WHERE "endpoint_mac" = ''
    GROUP BY 1, 2, 3
  ) AS "d"
  WHERE "h"."device_id" = "d"."device_id" AND "h"."network" = "d"."network" AND "h"."hour_start" = "d"."hour_start";
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "usage_hourly";--> statement-breakpoint
INSERT INTO "usage_hourly" ("device_id", "network", "hour_start", "download_bytes", "upload_bytes")
SELECT "device_id", "network", date_trunc('hour', "bucket_start", 'UTC'), sum("download_bytes"), sum("upload_bytes")
FROM "usage_samples"
WHERE "endpoint_mac" = ''
GROUP BY 1, 2, 3;
