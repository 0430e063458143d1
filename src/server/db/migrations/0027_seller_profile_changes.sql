-- A seller's profile (/seller/:id, features/seller-profile) is kept by the read cache (decision 025) and counts two
-- things the catalog's triggers (0012) do not watch: the parts of orders delivered (completed sales) and how soon the
-- seller answers a buyer. Only the writes that can move those figures are noted, so that a chat or a shipped part
-- does not empty the cache for nothing.

-- A part that reaches, or leaves, Delivered or Completed.
CREATE TRIGGER "catalog_change_note_part_delivered" AFTER UPDATE OF "delivery_status" ON "delivery" FOR EACH ROW
  WHEN (OLD."delivery_status" IS DISTINCT FROM NEW."delivery_status"
    AND (OLD."delivery_status" IN ('Delivered', 'Completed') OR NEW."delivery_status" IN ('Delivered', 'Completed')))
  EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint
CREATE TRIGGER "catalog_change_note_part_removed" AFTER DELETE ON "delivery" FOR EACH ROW
  WHEN (OLD."delivery_status" IN ('Delivered', 'Completed'))
  EXECUTE FUNCTION "catalog_change_note"();--> statement-breakpoint

-- A seller's first message in a conversation someone else began: an answer, which the answer time counts. A
-- conversation's later messages, and its first, change nothing a profile shows.
CREATE FUNCTION "catalog_change_note_first_answer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "seller" WHERE "seller"."id" = NEW."sender_id")
    AND EXISTS (SELECT 1 FROM "messenger" m
      WHERE m."conversation_id" = NEW."conversation_id" AND m."sender_id" <> NEW."sender_id" AND m."id" <> NEW."id")
    AND NOT EXISTS (SELECT 1 FROM "messenger" m
      WHERE m."conversation_id" = NEW."conversation_id" AND m."sender_id" = NEW."sender_id" AND m."id" <> NEW."id")
  THEN
    -- What catalog_change_note (0012) does; a trigger function cannot be called as a function.
    INSERT INTO "catalog_change" ("xid")
      SELECT pg_current_xact_id()
      WHERE NOT EXISTS (SELECT 1 FROM "catalog_change" WHERE "xid" = pg_current_xact_id());
    IF current_setting('campus.catalog_notify', true) = 'on' THEN
      PERFORM pg_notify('catalog_change', '');
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_change_note_first_answer" AFTER INSERT ON "messenger" FOR EACH ROW
  EXECUTE FUNCTION "catalog_change_note_first_answer"();
