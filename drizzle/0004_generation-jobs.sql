CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"assistant_type" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"history_id" integer,
	"error" text,
	"error_status" integer,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_id" text DEFAULT 'default' NOT NULL,
	"revision_request" text,
	"plan_month" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"callback_token_hash" text,
	"callback_deadline" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_settings" ADD COLUMN "response_mode" text DEFAULT 'response' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_owner_idx" ON "generation_jobs" USING btree ("company_id","user_id","status");--> statement-breakpoint
CREATE INDEX "generation_jobs_running_idx" ON "generation_jobs" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE INDEX "generation_jobs_started_idx" ON "generation_jobs" USING btree ("started_at");