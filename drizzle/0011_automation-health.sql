ALTER TABLE "generation_jobs" ADD COLUMN "error_kind" text;--> statement-breakpoint
CREATE INDEX "generation_jobs_company_started_idx" ON "generation_jobs" USING btree ("company_id","started_at");--> statement-breakpoint
UPDATE "generation_jobs" SET "error_kind" = 'interrupted' WHERE "status" = 'failed' AND "error" = 'The generation was interrupted, please try again.';
