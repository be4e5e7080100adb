CREATE TABLE "knowledge_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"bytes" bigint NOT NULL,
	"passages" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"assistant_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "knowledge" jsonb;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "search_config" text;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "search_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL;--> statement-breakpoint
ALTER TABLE "history_versions" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "presets" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_documents_company_idx" ON "knowledge_documents" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "knowledge_passages_document_idx" ON "knowledge_passages" USING btree ("document_id","position");--> statement-breakpoint
-- A passage's words in its own search configuration (the company's language where PostgreSQL
-- has one, else 'simple'), for retrieval. Not in the Drizzle schema: nothing selects it.
ALTER TABLE "knowledge_passages" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
	to_tsvector("search_config", "text")
) STORED;--> statement-breakpoint
CREATE INDEX "knowledge_passages_search_idx" ON "knowledge_passages" USING gin ("search");--> statement-breakpoint
-- History search in the item's language too: words as written ('simple', so any language is
-- found as before) and, where the item's language has a configuration, their stems.
DROP INDEX "history_items_search_idx";--> statement-breakpoint
ALTER TABLE "history_items" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "history_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
	to_tsvector('simple'::regconfig, "content")
	|| jsonb_to_tsvector('simple'::regconfig, "form_data", '["string", "numeric"]'::jsonb)
	|| CASE WHEN "search_config" = 'simple'::regconfig THEN ''::tsvector
		ELSE to_tsvector("search_config", "content") END
) STORED;--> statement-breakpoint
CREATE INDEX "history_items_search_idx" ON "history_items" USING gin ("search");
