CREATE TABLE "chat_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"uploader_user_id" integer,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_group_id_cot_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."cot_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_files_group_name_unique" ON "chat_files" USING btree ("group_id","stored_name");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_unique" ON "chat_messages" USING btree ("group_id","sender_user_id","client_id");