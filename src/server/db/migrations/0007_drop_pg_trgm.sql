-- pg_trgm served the SQL prefilter of the first product search. Migration 0002 dropped the indexes that used it
-- when the search moved into memory (src/server/features/search), and nothing has used the extension since.
-- Migration 0001 no longer creates it, so a new database never has it and PGlite no longer loads it; this
-- removes it from databases made before. Editing 0001 is safe: drizzle's migrator runs every migration whose
-- journal timestamp ("when") is newer than the last one applied, and never compares the hash of a file that
-- already ran. A database that still uses the extension for something of its own, or where another role owns
-- it, keeps it: the migration says so and goes on.
DO $$
BEGIN
  DROP EXTENSION IF EXISTS pg_trgm;
EXCEPTION
  WHEN dependent_objects_still_exist OR insufficient_privilege THEN
    RAISE NOTICE 'pg_trgm left in place: %', SQLERRM;
END
$$;
