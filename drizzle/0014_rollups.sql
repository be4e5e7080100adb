CREATE TABLE "activity_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"cumulative" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "assistant_daily" (
	"day" date NOT NULL,
	"assistant_type" text NOT NULL,
	"shard" smallint NOT NULL,
	"generations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_daily_day_assistant_type_shard_pk" PRIMARY KEY("day","assistant_type","shard")
);
--> statement-breakpoint
CREATE TABLE "company_content" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"items" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_content" ADD CONSTRAINT "company_content_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_time_idx" ON "activity_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "history_time_idx" ON "history_items" USING btree ("created_at");--> statement-breakpoint
-- The roll-ups change with the rows they count, in the same statement's transaction
-- (decision 051). `changed` is the statement's inserted or deleted rows.
CREATE FUNCTION "activity_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  sign int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  FOR r IN
    SELECT company_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int * sign AS n
    FROM changed GROUP BY 1, 2 ORDER BY 1, 2
  LOOP
    IF sign > 0 THEN
      -- The day's row first, as one upsert: two statements adding the day's first events at
      -- once both count (the later one waits, then adds to the row the first made).
      INSERT INTO activity_daily AS a (company_id, day, events, cumulative)
      VALUES (r.company_id, r.day, r.n, r.n + coalesce((
        SELECT p.cumulative FROM activity_daily p
        WHERE p.company_id = r.company_id AND p.day < r.day
        ORDER BY p.day DESC LIMIT 1), 0))
      ON CONFLICT (company_id, day) DO UPDATE
        SET events = a.events + EXCLUDED.events, cumulative = a.cumulative + EXCLUDED.events;
      UPDATE activity_daily SET cumulative = cumulative + r.n
        WHERE company_id = r.company_id AND day > r.day;
    ELSE
      UPDATE activity_daily
        SET cumulative = cumulative + r.n,
            events = events + CASE WHEN day = r.day THEN r.n ELSE 0 END
        WHERE company_id = r.company_id AND day >= r.day;
    END IF;
  END LOOP;
  INSERT INTO assistant_daily AS s (day, assistant_type, shard, generations)
    SELECT (c.created_at AT TIME ZONE 'UTC')::date,
           coalesce(c.details->>'assistantType', 'unknown'),
           (c.company_id % 16)::smallint,
           count(*)::int * sign
    FROM changed c
    WHERE c.action = 'content_generation'
      AND c.company_id NOT IN (SELECT id FROM companies WHERE company_id = 'platform-admin')
    GROUP BY 1, 2, 3
    ON CONFLICT (day, assistant_type, shard) DO UPDATE
      SET generations = s.generations + EXCLUDED.generations;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_rollup_insert" AFTER INSERT ON "activity_events"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "activity_rollup"();--> statement-breakpoint
CREATE TRIGGER "activity_rollup_delete" AFTER DELETE ON "activity_events"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "activity_rollup"();--> statement-breakpoint
CREATE FUNCTION "content_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO company_content AS t (company_id, items)
      SELECT company_id, count(*) FROM changed GROUP BY 1
      ON CONFLICT (company_id) DO UPDATE SET items = t.items + EXCLUDED.items;
  ELSE
    -- A company being deleted has taken its row with it already: nothing to update then.
    UPDATE company_content t SET items = t.items - d.n
      FROM (SELECT company_id, count(*) AS n FROM changed GROUP BY 1) d
      WHERE t.company_id = d.company_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_rollup_insert" AFTER INSERT ON "history_items"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "content_rollup"();--> statement-breakpoint
CREATE TRIGGER "content_rollup_delete" AFTER DELETE ON "history_items"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "content_rollup"();--> statement-breakpoint
-- What was recorded before this migration.
INSERT INTO activity_daily (company_id, day, events, cumulative)
  SELECT company_id, day, n, sum(n) OVER (PARTITION BY company_id ORDER BY day)
  FROM (
    SELECT company_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
    FROM activity_events GROUP BY 1, 2
  ) d;--> statement-breakpoint
INSERT INTO assistant_daily (day, assistant_type, shard, generations)
  SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(details->>'assistantType', 'unknown'),
         (company_id % 16)::smallint, count(*)::int
  FROM activity_events
  WHERE action = 'content_generation'
    AND company_id NOT IN (SELECT id FROM companies WHERE company_id = 'platform-admin')
  GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO company_content (company_id, items)
  SELECT company_id, count(*) FROM history_items GROUP BY 1;
