CREATE TABLE "assistant_runs_on" (
	"company_id" integer NOT NULL,
	"assistant_type" text NOT NULL,
	"runs_on" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_runs_on_company_id_assistant_type_pk" PRIMARY KEY("company_id","assistant_type")
);
--> statement-breakpoint
CREATE TABLE "model_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"provider" text DEFAULT 'openai-compatible' NOT NULL,
	"base_url" text NOT NULL,
	"api_key_encrypted" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"input_price_per_million" numeric(14, 6),
	"output_price_per_million" numeric(14, 6),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "model_usage_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"username" text NOT NULL,
	"user_id" integer,
	"assistant_type" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" bigint DEFAULT 0 NOT NULL,
	"completion_tokens" bigint DEFAULT 0 NOT NULL,
	"estimated_runs" integer DEFAULT 0 NOT NULL,
	"priced_runs" integer DEFAULT 0 NOT NULL,
	"cost" numeric(20, 8) DEFAULT 0 NOT NULL,
	CONSTRAINT "model_usage_daily_company_id_day_username_assistant_type_pk" PRIMARY KEY("company_id","day","username","assistant_type")
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "runs_on" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "prompt_tokens" integer;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "completion_tokens" integer;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "tokens_estimated" boolean;--> statement-breakpoint
ALTER TABLE "assistant_runs_on" ADD CONSTRAINT "assistant_runs_on_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_connections" ADD CONSTRAINT "model_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_connections" ADD CONSTRAINT "model_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_usage_daily" ADD CONSTRAINT "model_usage_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_usage_daily" ADD CONSTRAINT "model_usage_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_connections_scope_idx" ON "model_connections" USING btree (coalesce("company_id", 0));--> statement-breakpoint
CREATE INDEX "model_usage_daily_user_idx" ON "model_usage_daily" USING btree ("user_id");