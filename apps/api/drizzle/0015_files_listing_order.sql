DROP INDEX "files_device_parent_idx";--> statement-breakpoint
CREATE INDEX "files_device_parent_type_name_idx" ON "files" USING btree ("device_id","parent_path","type","name");