-- Custom SQL migration (drizzle-kit generate --custom): keeps medicine_category_counts (0015) equal
-- to how many medicines of each category are not hidden, and fills it. Statement-level triggers
-- with transition tables (a bulk insert moves each count once); counts move by deltas, so
-- concurrent writers stay correct (each locks its category's row). An update that changes neither
-- `hidden` nor the category moves nothing (stock lives in stock_levels, so orders never get here).
CREATE FUNCTION medicine_category_counts_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM medicine_category_counts;
    RETURN NULL;
  END IF;

  IF TG_OP = 'DELETE' THEN
    UPDATE medicine_category_counts cc SET shown_count = cc.shown_count - o.n
    FROM (SELECT category_id, count(*) AS n FROM old_rows WHERE NOT hidden GROUP BY category_id) o
    WHERE cc.category_id = o.category_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE medicine_category_counts cc SET shown_count = cc.shown_count - o.n
    FROM (
      SELECT o.category_id, count(*) AS n
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE NOT o.hidden AND (n.hidden OR n.category_id <> o.category_id)
      GROUP BY o.category_id
    ) o
    WHERE cc.category_id = o.category_id;
    INSERT INTO medicine_category_counts (category_id, shown_count)
    SELECT n.category_id, count(*)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE NOT n.hidden AND (o.hidden OR o.category_id <> n.category_id)
    GROUP BY n.category_id
    ON CONFLICT (category_id) DO UPDATE SET shown_count = medicine_category_counts.shown_count + EXCLUDED.shown_count;
  ELSE -- INSERT
    INSERT INTO medicine_category_counts (category_id, shown_count)
    SELECT category_id, count(*) FROM new_rows WHERE NOT hidden GROUP BY category_id
    ON CONFLICT (category_id) DO UPDATE SET shown_count = medicine_category_counts.shown_count + EXCLUDED.shown_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER medicines_category_counts_insert AFTER INSERT ON medicines
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_category_counts_sync();
--> statement-breakpoint
CREATE TRIGGER medicines_category_counts_update AFTER UPDATE ON medicines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_category_counts_sync();
--> statement-breakpoint
CREATE TRIGGER medicines_category_counts_delete AFTER DELETE ON medicines
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_category_counts_sync();
--> statement-breakpoint
CREATE TRIGGER medicines_category_counts_truncate AFTER TRUNCATE ON medicines
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_category_counts_sync();
--> statement-breakpoint
INSERT INTO medicine_category_counts (category_id, shown_count)
SELECT m.category_id, count(*) FROM medicines m WHERE NOT m.hidden GROUP BY m.category_id;
