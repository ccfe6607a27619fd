-- Quotes priced by the partner insurer. A visitor may quote before signing in: owner_user_id stays null
-- until the person who buys it claims it (POST /user/policy-from-quote).
CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('bike', 'home')),
  declared_value numeric(14, 2) NOT NULL CHECK (declared_value > 0),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  currency text NOT NULL DEFAULT 'USD',
  contact_email text,
  contact_name text,
  contact_surname text,
  contact_phone text,
  birth_date date,
  product_id text NOT NULL,
  product_name text,
  package_id text NOT NULL,
  package_name text,
  selected_package text,
  -- [{ nombreCobertura, sumaAsegurada }] as the partner priced them.
  coberturas jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- GET /quote/latest: the owner's newest.
CREATE INDEX quotes_owner_created_idx ON quotes (owner_user_id, created_at DESC, id DESC);

-- Every policy has an owner; only the owner sees or changes it.
CREATE TABLE policies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text,
  category text,
  insurer text,
  company_id text,
  plan text,
  selected_package text,
  package_name text,
  numero_poliza text,
  titular text,
  user_name text,
  status text NOT NULL,
  declared_value numeric(14, 2),
  price numeric(12, 2),
  fecha_emision date,
  fecha_vencimiento date,
  metodo_pago text,
  externo boolean NOT NULL DEFAULT false,
  -- [{ _id, nombreCobertura, sumaAsegurada }]
  benefits jsonb NOT NULL DEFAULT '[]'::jsonb,
  product_id text,
  package_id text,
  -- One policy per quote however often or concurrently it is bought.
  created_from_quote_id uuid UNIQUE REFERENCES quotes (id) ON DELETE SET NULL,
  -- The manual policy form's fields without a column above (asegurado is titular, vigenciaDesde is
  -- fecha_emision, vigenciaHasta is fecha_vencimiento, medioPago is metodo_pago).
  tipo_renovacion text,
  prima numeric(12, 2),
  premio_total numeric(12, 2),
  cuotas integer,
  corredor text,
  producto text,
  descripcion_bien text,
  cobertura text,
  limite text,
  deducible text,
  prefill jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX policies_owner_created_idx ON policies (owner_user_id, created_at DESC, id DESC);
CREATE INDEX policies_owner_company_idx ON policies (owner_user_id, company_id, created_at DESC, id DESC);

-- The wallet: policies a user keeps in 'Tus seguros'.
CREATE TABLE user_policies (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  policy_id uuid NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, policy_id)
);

CREATE INDEX user_policies_policy_idx ON user_policies (policy_id);
