ALTER TABLE "files" ADD COLUMN "parent_path" text NOT NULL;--> statement-breakpoint
CREATE INDEX "files_device_parent_idx" ON "files" USING btree ("device_id","parent_path","name");