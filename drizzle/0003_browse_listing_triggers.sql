-- Browse lists creator profiles whose owner has the role `creator`. `listed` mirrors that role so each
-- browse index can be partial (WHERE listed), and creator_listing_counts keeps the filtered totals.

-- The browse price bands in USD cents; upper bounds inclusive (PRICE_BANDS in schema/creators.ts).
CREATE OR REPLACE FUNCTION lakou_price_band(cents integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN cents <= 5000 THEN '0-50' WHEN cents <= 10000 THEN '50-100'
                    WHEN cents <= 20000 THEN '100-200' ELSE '200+' END $$;
--> statement-breakpoint
-- `listed` is never written by the application: it is read from the owner's profile.
CREATE OR REPLACE FUNCTION lakou_creator_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := EXISTS (SELECT 1 FROM profiles WHERE id = NEW.user_id AND role = 'creator');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_listed BEFORE INSERT OR UPDATE OF listed ON creator_profiles
  FOR EACH ROW EXECUTE FUNCTION lakou_creator_listed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_profile_listed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  is_creator boolean := TG_OP <> 'DELETE' AND NEW.role = 'creator';
BEGIN
  UPDATE creator_profiles SET listed = is_creator WHERE user_id = owner AND listed IS DISTINCT FROM is_creator;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_creator_listed AFTER INSERT OR DELETE OR UPDATE OF role ON profiles
  FOR EACH ROW EXECUTE FUNCTION lakou_profile_listed();
--> statement-breakpoint
-- Adds `delta` (1 or -1) to every count cell a listed creator belongs to: language '*' and each language
-- spoken. Removals update in place (an upsert would check the negative candidate row first).
CREATE OR REPLACE FUNCTION lakou_listing_count_add(creator creator_profiles, delta integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  band text := lakou_price_band(creator.video_price_usd_cents);
  -- Sorted, so concurrent writers lock the cells in the same order.
  spoken text[] := ARRAY(SELECT '*' UNION SELECT unnest(creator.languages) ORDER BY 1);
BEGIN
  IF delta > 0 THEN
    INSERT INTO creator_listing_counts AS c (language, category, price_band, verified, creators)
    SELECT language, creator.category, band, creator.verified, delta FROM unnest(spoken) AS language
    ON CONFLICT (language, category, price_band, verified) DO UPDATE SET creators = c.creators + EXCLUDED.creators;
  ELSE
    UPDATE creator_listing_counts SET creators = creators + delta
    WHERE language = ANY (spoken) AND category = creator.category AND price_band = band AND verified = creator.verified;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lakou_creator_listing_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.listed THEN PERFORM lakou_listing_count_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.listed THEN PERFORM lakou_listing_count_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_listing_counts AFTER INSERT OR DELETE ON creator_profiles
  FOR EACH ROW EXECUTE FUNCTION lakou_creator_listing_counts();
--> statement-breakpoint
CREATE TRIGGER creator_profiles_listing_counts_update
  AFTER UPDATE OF listed, category, video_price_usd_cents, verified, languages ON creator_profiles
  FOR EACH ROW
  WHEN ((OLD.listed, OLD.category, lakou_price_band(OLD.video_price_usd_cents), OLD.verified, OLD.languages)
        IS DISTINCT FROM (NEW.listed, NEW.category, lakou_price_band(NEW.video_price_usd_cents), NEW.verified, NEW.languages))
  EXECUTE FUNCTION lakou_creator_listing_counts();
--> statement-breakpoint
-- Existing rows: the BEFORE trigger reads each owner's role, the AFTER triggers fill the counts.
UPDATE creator_profiles SET listed = true;
