ALTER TABLE "piece_authors" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "piece_authors_person_published_idx" ON "piece_authors" USING btree ("person_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "piece_authors"."published_at" is not null;
--> statement-breakpoint
-- piece_authors.published_at is its piece's published_at: filled when a byline is written, and
-- rewritten whenever a piece is published, unpublished or its publication time changes, whichever code
-- path does it (the editor, the scheduler, a restore, a script).
CREATE FUNCTION piece_authors_fill_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.article_id IS NOT NULL THEN
    SELECT published_at INTO NEW.published_at FROM articles WHERE id = NEW.article_id;
  ELSE
    SELECT published_at INTO NEW.published_at FROM creative_pieces WHERE id = NEW.creative_piece_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER piece_authors_fill_published_at BEFORE INSERT ON piece_authors
FOR EACH ROW EXECUTE FUNCTION piece_authors_fill_published_at();
--> statement-breakpoint
CREATE FUNCTION piece_published_at_to_authors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'articles' THEN
    UPDATE piece_authors SET published_at = NEW.published_at WHERE article_id = NEW.id;
  ELSE
    UPDATE piece_authors SET published_at = NEW.published_at WHERE creative_piece_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_published_at_to_authors AFTER UPDATE OF published_at ON articles
FOR EACH ROW WHEN (OLD.published_at IS DISTINCT FROM NEW.published_at)
EXECUTE FUNCTION piece_published_at_to_authors();
--> statement-breakpoint
CREATE TRIGGER creative_published_at_to_authors AFTER UPDATE OF published_at ON creative_pieces
FOR EACH ROW WHEN (OLD.published_at IS DISTINCT FROM NEW.published_at)
EXECUTE FUNCTION piece_published_at_to_authors();
--> statement-breakpoint
-- Issue 26, decision 0042: every byline is a person. One person per distinct author string (of the
-- pieces and of their pending edits), with a slug unique among people (shared/slug.ts nameSlug: the
-- same separators; letters of every script kept); each piece's piece_authors row; pending edits name
-- their person too; and the editorial team setting becomes people on the masthead, in its order.
-- The pieces' author text is not touched: bylines read exactly as before.
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n int;
  pid uuid;
BEGIN
  FOR r IN
    SELECT DISTINCT name FROM (
      SELECT author AS name FROM articles
      UNION SELECT author FROM creative_pieces
      UNION SELECT pending->>'author' FROM articles WHERE jsonb_typeof(pending->'author') = 'string'
      UNION SELECT pending->>'author' FROM creative_pieces WHERE jsonb_typeof(pending->'author') = 'string'
      UNION SELECT elem->>'name' FROM site_settings s, jsonb_array_elements(s.value) AS t(elem)
        WHERE s.key = 'editorial_team' AND jsonb_typeof(s.value) = 'array' AND jsonb_typeof(elem->'name') = 'string'
    ) names
    WHERE btrim(name) <> '' AND NOT EXISTS (SELECT 1 FROM people p WHERE p.name = names.name)
    ORDER BY name
  LOOP
    base := lower(normalize(regexp_replace(normalize(r.name, NFKD), '[\u0300-\u036f]', '', 'g'), NFC));
    base := regexp_replace(base, '[\s!-/:-@\[-`{-~\u00a0-\u00bf\u2000-\u206f\u3000-\u303f\u0964\u0965\u104a\u104b]+', '-', 'g');
    base := regexp_replace(base, '^-+|-+$', '', 'g');
    base := regexp_replace(left(base, 80), '-+$', '');
    IF base = '' THEN base := 'person'; END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM people WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    INSERT INTO people (name, slug) VALUES (r.name, candidate);
  END LOOP;

  -- The team, in its order: their role is their title; an e-mail the team showed stays shown.
  FOR r IN
    SELECT elem, ord FROM site_settings s, jsonb_array_elements(s.value) WITH ORDINALITY AS t(elem, ord)
    WHERE s.key = 'editorial_team' AND jsonb_typeof(s.value) = 'array' AND btrim(coalesce(elem->>'name', '')) <> ''
  LOOP
    SELECT id INTO pid FROM people WHERE name = r.elem->>'name' ORDER BY created_at, id LIMIT 1;
    UPDATE people SET
      title = left(coalesce(r.elem->>'role', ''), 100),
      bio = coalesce(r.elem->>'bio', ''),
      email = coalesce(r.elem->>'email', ''),
      show_email = coalesce(r.elem->>'email', '') <> '',
      on_masthead = true,
      masthead_order = r.ord::int
    WHERE id = pid;
  END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO piece_authors (article_id, person_id, position)
SELECT a.id, p.id, 0 FROM articles a
CROSS JOIN LATERAL (SELECT id FROM people WHERE name = a.author ORDER BY created_at, id LIMIT 1) p
WHERE btrim(a.author) <> '' AND NOT EXISTS (SELECT 1 FROM piece_authors pa WHERE pa.article_id = a.id);
--> statement-breakpoint
INSERT INTO piece_authors (creative_piece_id, person_id, position)
SELECT c.id, p.id, 0 FROM creative_pieces c
CROSS JOIN LATERAL (SELECT id FROM people WHERE name = c.author ORDER BY created_at, id LIMIT 1) p
WHERE btrim(c.author) <> '' AND NOT EXISTS (SELECT 1 FROM piece_authors pa WHERE pa.creative_piece_id = c.id);
--> statement-breakpoint
UPDATE articles a SET pending = a.pending || jsonb_build_object('authors', jsonb_build_array(jsonb_build_object('id', p.id, 'name', p.name)))
FROM people p
WHERE jsonb_typeof(a.pending->'author') = 'string' AND NOT a.pending ? 'authors'
  AND p.id = (SELECT id FROM people WHERE name = a.pending->>'author' ORDER BY created_at, id LIMIT 1);
--> statement-breakpoint
UPDATE creative_pieces c SET pending = c.pending || jsonb_build_object('authors', jsonb_build_array(jsonb_build_object('id', p.id, 'name', p.name)))
FROM people p
WHERE jsonb_typeof(c.pending->'author') = 'string' AND NOT c.pending ? 'authors'
  AND p.id = (SELECT id FROM people WHERE name = c.pending->>'author' ORDER BY created_at, id LIMIT 1);
--> statement-breakpoint
DELETE FROM site_settings WHERE key = 'editorial_team';
