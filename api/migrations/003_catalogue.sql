-- The catalogue of the add-service wizard, the car coverage comparison and the post-claim guides.
-- Rows come from api/seeds/*.json, loaded at start by src/db/seed.ts (replaced whenever the files change).
CREATE TABLE categories (
  id text PRIMARY KEY,
  label text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE insurers (
  slug text PRIMARY KEY,
  name text NOT NULL,
  -- Looked up by policy number at the partner (sbi).
  integrated boolean NOT NULL DEFAULT false,
  position integer NOT NULL
);

CREATE TABLE insurer_plans (
  category_id text NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  insurer_slug text NOT NULL REFERENCES insurers (slug) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (category_id, insurer_slug, name)
);

CREATE TABLE coverage_features (
  key text PRIMARY KEY,
  label text NOT NULL,
  position integer NOT NULL
);

-- What a car plan says about a feature: covered or not, or a limit ('USD 500.000'). No row: unknown.
CREATE TABLE plan_coverages (
  category_id text NOT NULL,
  insurer_slug text NOT NULL,
  plan_name text NOT NULL,
  feature_key text NOT NULL REFERENCES coverage_features (key) ON DELETE CASCADE,
  covered boolean,
  value_text text,
  PRIMARY KEY (category_id, insurer_slug, plan_name, feature_key),
  FOREIGN KEY (category_id, insurer_slug, plan_name) REFERENCES insurer_plans (category_id, insurer_slug, name) ON DELETE CASCADE
);

CREATE TABLE claim_guides (
  insurer_slug text NOT NULL REFERENCES insurers (slug) ON DELETE CASCADE,
  variant text NOT NULL,
  title text NOT NULL,
  -- { procedure: [..], criticalPoints: [..], documents: [..], contacts: [{ label, phone, email, hours, url }] }
  content jsonb NOT NULL,
  PRIMARY KEY (insurer_slug, variant)
);

-- Checksum of the seed files last loaded, so a restart with the same files writes nothing.
CREATE TABLE seed_state (
  name text PRIMARY KEY,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
