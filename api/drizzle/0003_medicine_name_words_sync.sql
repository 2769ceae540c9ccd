-- Custom SQL migration (drizzle-kit generate --custom): keeps medicine_name_words (0002) equal to
-- the distinct lower-cased words of medicine names with how many names use each, and fills it.
-- Words are split at anything that is not a letter or digit; search splits its text the same way
-- (CatalogueRepository), so both must use medicine_name_word_list.
CREATE FUNCTION medicine_name_word_list(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w WHERE w <> ''
$$;
--> statement-breakpoint
-- One statement-level trigger per event, with transition tables: a bulk insert of 10,000
-- medicines updates the words once, not 10,000 times. Counts move by deltas (not recounts), so
-- concurrent writers stay correct: increments and decrements lock the word's row.
CREATE FUNCTION medicine_name_words_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM medicine_name_words;
    RETURN NULL;
  END IF;

  IF TG_OP = 'DELETE' THEN
    WITH gone AS (
      SELECT w.word, count(*) AS n
      FROM old_rows o CROSS JOIN LATERAL medicine_name_word_list(o.name) AS w(word)
      GROUP BY w.word
    ), lowered AS (
      UPDATE medicine_name_words d SET name_count = d.name_count - gone.n FROM gone WHERE d.word = gone.word RETURNING d.word
    )
    SELECT array_agg(word) INTO touched FROM lowered;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose name changed (or that changed id) move words.
    WITH gone AS (
      SELECT w.word, count(*) AS n
      FROM old_rows o CROSS JOIN LATERAL medicine_name_word_list(o.name) AS w(word)
      WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.name = o.name)
      GROUP BY w.word
    ), lowered AS (
      UPDATE medicine_name_words d SET name_count = d.name_count - gone.n FROM gone WHERE d.word = gone.word RETURNING d.word
    )
    SELECT array_agg(word) INTO touched FROM lowered;

    INSERT INTO medicine_name_words (word, name_count)
    SELECT w.word, count(*)
    FROM new_rows n CROSS JOIN LATERAL medicine_name_word_list(n.name) AS w(word)
    WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.name = n.name)
    GROUP BY w.word
    ON CONFLICT (word) DO UPDATE SET name_count = medicine_name_words.name_count + EXCLUDED.name_count;
  ELSE -- INSERT
    INSERT INTO medicine_name_words (word, name_count)
    SELECT w.word, count(*)
    FROM new_rows n CROSS JOIN LATERAL medicine_name_word_list(n.name) AS w(word)
    GROUP BY w.word
    ON CONFLICT (word) DO UPDATE SET name_count = medicine_name_words.name_count + EXCLUDED.name_count;
  END IF;

  IF touched IS NOT NULL THEN
    DELETE FROM medicine_name_words WHERE word = ANY (touched) AND name_count <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER medicines_name_words_insert AFTER INSERT ON medicines
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_name_words_sync();
--> statement-breakpoint
CREATE TRIGGER medicines_name_words_update AFTER UPDATE ON medicines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_name_words_sync();
--> statement-breakpoint
CREATE TRIGGER medicines_name_words_delete AFTER DELETE ON medicines
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_name_words_sync();
--> statement-breakpoint
CREATE TRIGGER medicines_name_words_truncate AFTER TRUNCATE ON medicines
  FOR EACH STATEMENT EXECUTE FUNCTION medicine_name_words_sync();
--> statement-breakpoint
INSERT INTO medicine_name_words (word, name_count)
SELECT w.word, count(*)
FROM medicines m CROSS JOIN LATERAL medicine_name_word_list(m.name) AS w(word)
GROUP BY w.word;
