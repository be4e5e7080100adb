CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" integer NOT NULL,
	"company_slug" text NOT NULL,
	"actor_user_id" integer,
	"actor_username" text NOT NULL,
	"actor_company_id" integer,
	"actor_company_slug" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_export_chunks" (
	"export_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "company_export_chunks_export_id_seq_pk" PRIMARY KEY("export_id","seq")
);
--> statement-breakpoint
CREATE TABLE "company_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"size" integer,
	"error" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "content_retention_days" integer;--> statement-breakpoint
ALTER TABLE "company_export_chunks" ADD CONSTRAINT "company_export_chunks_export_id_company_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "company_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exports" ADD CONSTRAINT "company_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exports" ADD CONSTRAINT "company_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "company_exports_company_idx" ON "company_exports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_exports_expires_idx" ON "company_exports" USING btree ("expires_at");--> statement-breakpoint
-- Audit entries cannot be changed or deleted (decision 050), except by a transaction that has
-- set copydesk.audit_maintenance (the retention purge, an erasure).
CREATE FUNCTION "audit_log_protect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('copydesk.audit_maintenance', true), '') <> 'on' THEN
    RAISE EXCEPTION 'audit log entries cannot be changed or deleted' USING ERRCODE = '42501';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_protect" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_protect"();--> statement-breakpoint
CREATE TRIGGER "audit_log_protect_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_protect"();
