-- Shared rules generated from TypeScript (src/server/db/rules-sql.ts; tests/unit/rules-sql.test.ts keeps
-- this text equal to what the code generates): who is a creator (src/lib/creator-rule.ts) and the
-- browse price bands (src/lib/price-bands.ts). Triggers now call these functions instead of their own copies.
CREATE OR REPLACE FUNCTION lakou_is_listed_creator(role text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT role IN ('creator') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_can_act_as_creator(role text, is_creator boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lakou_is_listed_creator(role) OR (role IN ('fan') AND is_creator) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_price_band(cents integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN cents <= 5000 THEN '0-50' WHEN cents <= 10000 THEN '50-100' WHEN cents <= 20000 THEN '100-200' ELSE '200+' END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_creator_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := EXISTS (SELECT 1 FROM profiles WHERE id = NEW.user_id AND lakou_is_listed_creator(role));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_profile_listed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  is_listed boolean := TG_OP <> 'DELETE' AND lakou_is_listed_creator(NEW.role);
BEGIN
  UPDATE creator_profiles SET listed = is_listed WHERE user_id = owner AND listed IS DISTINCT FROM is_listed;
  RETURN NULL;
END $$;
