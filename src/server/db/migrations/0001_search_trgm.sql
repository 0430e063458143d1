-- Fuzzy product search (src/server/features/search): the prefilter looks names up by trigram and by length.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_name_trgm_idx" ON "product" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- The name trimmed of the characters JavaScript's trim() removes: its length, and its lower case for prefix
-- lookups. The expressions must stay identical to those in src/server/features/search/prefilter.ts for the
-- planner to use these indexes.
CREATE INDEX IF NOT EXISTS "product_name_length_idx" ON "product" USING btree (char_length(btrim("name", U&' \0009\000A\000B\000C\000D\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_name_prefix_idx" ON "product" USING btree (lower(btrim("name", U&' \0009\000A\000B\000C\000D\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF')) text_pattern_ops);
