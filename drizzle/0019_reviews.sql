CREATE TABLE "history_reviewers" (
	"history_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"decision" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "history_reviewers_history_id_user_id_pk" PRIMARY KEY("history_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"user_id" integer NOT NULL,
	"history_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_mails_user_id_history_id_pk" PRIMARY KEY("user_id","history_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"history_id" integer NOT NULL,
	"comment_id" integer,
	"actor_id" integer,
	"excerpt" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"history_id" integer NOT NULL,
	"user_id" integer,
	"parent_id" integer,
	"body" text NOT NULL,
	"anchor_start" integer,
	"anchor_end" integer,
	"anchor_quote" text,
	"anchor_outdated" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"history_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "approved_version" integer;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "history_reviewers" ADD CONSTRAINT "history_reviewers_history_id_history_items_id_fk" FOREIGN KEY ("history_id") REFERENCES "history_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_reviewers" ADD CONSTRAINT "history_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_reviewers" ADD CONSTRAINT "history_reviewers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_history_id_history_items_id_fk" FOREIGN KEY ("history_id") REFERENCES "history_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_history_id_history_items_id_fk" FOREIGN KEY ("history_id") REFERENCES "history_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_review_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "review_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_history_id_history_items_id_fk" FOREIGN KEY ("history_id") REFERENCES "history_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_parent_id_review_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "review_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_history_id_history_items_id_fk" FOREIGN KEY ("history_id") REFERENCES "history_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_reviewers_waiting_idx" ON "history_reviewers" USING btree ("user_id","requested_at","history_id") WHERE "history_reviewers"."current" and "history_reviewers"."decision" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("user_id","history_id") WHERE "notifications"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "review_comments_item_idx" ON "review_comments" USING btree ("history_id","id");--> statement-breakpoint
CREATE INDEX "review_events_item_idx" ON "review_events" USING btree ("history_id","id");--> statement-breakpoint
ALTER TABLE "history_items" ADD CONSTRAINT "history_items_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_company_review_idx" ON "history_items" USING btree ("company_id","status_changed_at","id") WHERE "history_items"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "history_user_review_idx" ON "history_items" USING btree ("user_id","status_changed_at","id") WHERE "history_items"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "history_company_team_idx" ON "history_items" USING btree ("company_id","created_at","id") WHERE "history_items"."visibility" = 'team';