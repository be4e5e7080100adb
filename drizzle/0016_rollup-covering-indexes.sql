-- The roll-ups' edge corrections (decision 051) read a half day of raw events: these indexes
-- hold every column they read, so a correction is an index-only scan, never the table's pages.
DROP INDEX "activity_time_idx";--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "assistant_type" text GENERATED ALWAYS AS (details->>'assistantType') STORED;--> statement-breakpoint
CREATE INDEX "activity_generation_time_idx" ON "activity_events" USING btree ("created_at","company_id","assistant_type") WHERE "activity_events"."action" = 'content_generation';--> statement-breakpoint
CREATE INDEX "activity_time_idx" ON "activity_events" USING btree ("created_at","company_id");