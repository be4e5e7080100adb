CREATE TABLE "rollup_pending" (
	"company_id" integer,
	"day" date,
	"assistant_type" text,
	"shard" smallint,
	"events" integer DEFAULT 0 NOT NULL,
	"generations" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The triggers record a statement's changes as pending rows instead of updating the roll-ups:
-- a company's generations no longer wait on its day row's lock (decision 064).
CREATE OR REPLACE FUNCTION "activity_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO rollup_pending (company_id, day, assistant_type, shard, events, generations)
    SELECT company_id, (created_at AT TIME ZONE 'UTC')::date, NULL, NULL,
           count(*)::int * sign,
           (count(*) FILTER (WHERE action = 'content_generation'))::int * sign
    FROM changed GROUP BY 1, 2
    UNION ALL
    SELECT NULL, (c.created_at AT TIME ZONE 'UTC')::date,
           coalesce(c.details->>'assistantType', 'unknown'), (c.company_id % 16)::smallint,
           0, count(*)::int * sign
    FROM changed c
    WHERE c.action = 'content_generation'
      AND c.company_id NOT IN (SELECT id FROM companies WHERE company_id = 'platform-admin')
    GROUP BY 2, 3, 4;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "content_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_pending (company_id, items)
    SELECT company_id, count(*)::int * CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END
    FROM changed GROUP BY 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Moves every committed pending change into the roll-ups, in one transaction, and answers how
-- many rows it moved. One instance at a time (the others find the lock taken and answer 0).
-- Changes of a company deleted meanwhile are dropped with it, as its roll-up rows were.
CREATE OR REPLACE FUNCTION "fold_rollups"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved jsonb;
  r record;
BEGIN
  IF NOT pg_try_advisory_xact_lock(64051) THEN
    RETURN 0;
  END IF;
  WITH m AS (DELETE FROM rollup_pending RETURNING *) SELECT jsonb_agg(m) INTO moved FROM m;
  IF moved IS NULL THEN
    RETURN 0;
  END IF;
  FOR r IN
    SELECT p.company_id, p.day, sum(p.events)::int AS n, sum(p.generations)::int AS g
    FROM jsonb_to_recordset(moved) AS p(company_id int, day date, events int, generations int)
    WHERE p.company_id IS NOT NULL AND p.day IS NOT NULL
      AND EXISTS (SELECT 1 FROM companies c WHERE c.id = p.company_id)
    GROUP BY 1, 2 HAVING sum(p.events) <> 0 OR sum(p.generations) <> 0
    ORDER BY 1, 2
  LOOP
    -- The day's row (made from the latest day before it), then every later day's running total.
    INSERT INTO activity_daily AS a
      (company_id, day, events, cumulative, generations, cumulative_generations)
    SELECT r.company_id, r.day, r.n, r.n + coalesce(p.cumulative, 0),
           r.g, r.g + coalesce(p.cumulative_generations, 0)
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT cumulative, cumulative_generations FROM activity_daily
      WHERE company_id = r.company_id AND day < r.day ORDER BY day DESC LIMIT 1
    ) p ON true
    ON CONFLICT (company_id, day) DO UPDATE
      SET events = a.events + EXCLUDED.events,
          cumulative = a.cumulative + r.n,
          generations = a.generations + r.g,
          cumulative_generations = a.cumulative_generations + r.g;
    UPDATE activity_daily
      SET cumulative = cumulative + r.n, cumulative_generations = cumulative_generations + r.g
      WHERE company_id = r.company_id AND day > r.day;
  END LOOP;
  INSERT INTO assistant_daily AS s (day, assistant_type, shard, generations)
    SELECT p.day, p.assistant_type, p.shard, sum(p.generations)::int
    FROM jsonb_to_recordset(moved)
      AS p(day date, assistant_type text, shard smallint, generations int)
    WHERE p.assistant_type IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(p.generations) <> 0
    ON CONFLICT (day, assistant_type, shard) DO UPDATE
      SET generations = s.generations + EXCLUDED.generations;
  INSERT INTO company_content AS t (company_id, items)
    SELECT p.company_id, sum(p.items)
    FROM jsonb_to_recordset(moved) AS p(company_id int, day date, items int)
    WHERE p.company_id IS NOT NULL AND p.day IS NULL
      AND EXISTS (SELECT 1 FROM companies c WHERE c.id = p.company_id)
    GROUP BY 1 HAVING sum(p.items) <> 0
    ON CONFLICT (company_id) DO UPDATE SET items = t.items + EXCLUDED.items;
  RETURN jsonb_array_length(moved);
END
$$;
