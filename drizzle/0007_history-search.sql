-- Full-text search over a history item's text and form inputs (GET /api/history?q=). The
-- 'simple' configuration lowercases words and neither stems nor drops stop words, so posts in
-- any language are found. The column and its index are not in the Drizzle schema: nothing
-- selects the column, and the search query names it in SQL (services/history/list-history.ts).
ALTER TABLE "history_items" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
	to_tsvector('simple'::regconfig, "content")
	|| jsonb_to_tsvector('simple'::regconfig, "form_data", '["string", "numeric"]'::jsonb)
) STORED;--> statement-breakpoint
CREATE INDEX "history_items_search_idx" ON "history_items" USING gin ("search");
