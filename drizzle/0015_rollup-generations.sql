ALTER TABLE "activity_daily" ADD COLUMN "generations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD COLUMN "cumulative_generations" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Generations counted beside every event (decision 051): the month's usage of every company
-- from two index probes each.
CREATE OR REPLACE FUNCTION "activity_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  sign int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  FOR r IN
    SELECT company_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int * sign AS n,
           (count(*) FILTER (WHERE action = 'content_generation'))::int * sign AS g
    FROM changed GROUP BY 1, 2 ORDER BY 1, 2
  LOOP
    IF sign > 0 THEN
      -- The day's row first, as one upsert: two statements adding the day's first events at
      -- once both count (the later one waits, then adds to the row the first made).
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
    ELSE
      UPDATE activity_daily
        SET cumulative = cumulative + r.n,
            cumulative_generations = cumulative_generations + r.g,
            events = events + CASE WHEN day = r.day THEN r.n ELSE 0 END,
            generations = generations + CASE WHEN day = r.day THEN r.g ELSE 0 END
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
UPDATE activity_daily a
  SET generations = d.g, cumulative_generations = d.cg
  FROM (
    SELECT company_id, day, g, sum(g) OVER (PARTITION BY company_id ORDER BY day) AS cg
    FROM (
      SELECT company_id, (created_at AT TIME ZONE 'UTC')::date AS day,
             (count(*) FILTER (WHERE action = 'content_generation'))::int AS g
      FROM activity_events GROUP BY 1, 2
    ) per_day
  ) d
  WHERE a.company_id = d.company_id AND a.day = d.day;
--> statement-breakpoint
-- Every company's running totals on one day in one index range (the dashboard reads a day for
-- all companies at once); a company without a row that day falls back to a probe.
CREATE INDEX IF NOT EXISTS "activity_daily_day_idx" ON "activity_daily" ("day", "company_id")
  INCLUDE ("cumulative", "cumulative_generations");
