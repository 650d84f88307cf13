ALTER TABLE "scan_reports" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_reports" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_reports" ADD COLUMN "dispatch_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scan_reports" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "csv_exports" ADD COLUMN "scan_report_id" integer;--> statement-breakpoint
ALTER TABLE "csv_exports" ADD CONSTRAINT "csv_exports_scan_report_id_scan_reports_id_fk" FOREIGN KEY ("scan_report_id") REFERENCES "public"."scan_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_reports_scan_due_unique" ON "scan_reports" USING btree ("scan_id","due_at");--> statement-breakpoint
CREATE INDEX "scan_reports_undispatched_idx" ON "scan_reports" USING btree ("dispatched_at");--> statement-breakpoint
CREATE INDEX "csv_exports_scan_report_idx" ON "csv_exports" USING btree ("scan_report_id");