CREATE TABLE "history_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"history_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "revised_from" integer;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "rewrite" jsonb;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "revised_from" integer;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "history_versions" ADD CONSTRAINT "history_versions_history_id_history_items_id_fk" FOREIGN KEY ("history_id") REFERENCES "history_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "history_versions_item_version_idx" ON "history_versions" USING btree ("history_id","version");