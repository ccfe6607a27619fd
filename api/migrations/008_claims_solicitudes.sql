-- Uploaded files (src/modules/files). The database file store keeps the bytes in `content`; an object-store
-- adapter would keep the row (type, size, hash) and put the bytes at `location` instead. Exactly one of the two.
-- Files are written in the transaction of the record that names them: a refused or failed request leaves none.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Told by the file's first bytes, never by its name or the client's header.
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  content bytea,
  location text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((content IS NULL) <> (location IS NULL))
);

-- Claims ('Reclamos de Siniestros', POST /claims): always a signed-in user's; only they read them.
CREATE TABLE claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Set when the policy number (or policyId) named one of the owner's own policies.
  policy_id uuid REFERENCES policies (id) ON DELETE SET NULL,
  numero_poliza text,
  nombre text NOT NULL,
  apellido text NOT NULL,
  email text NOT NULL,
  celular text NOT NULL,
  mensaje text,
  status text NOT NULL DEFAULT 'recibido' CHECK (status IN ('recibido', 'en gestión', 'cerrado')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX claims_owner_created_idx ON claims (owner_user_id, created_at DESC, id DESC);
CREATE INDEX claims_policy_idx ON claims (policy_id) WHERE policy_id IS NOT NULL;

-- A claim's attachments, in the order they were sent; `name` is the sanitised file name.
CREATE TABLE claim_files (
  claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  file_id uuid NOT NULL UNIQUE REFERENCES files (id),
  position integer NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (claim_id, position)
);

-- Requests for other insurances (request form, /insurance/other and 'Explorar nuevos'): a visitor may send
-- one; a signed-in sender is linked. `campos` holds the product's text fields as validated (files apart).
CREATE TABLE solicitudes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  producto text NOT NULL CHECK (producto IN ('auto', 'garantia', 'soa', 'movilidad', 'accidentes')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Where the team answers: the form's e-mail, else the signed-in account's.
  email text NOT NULL,
  campos jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX solicitudes_user_idx ON solicitudes (user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- A request's files, by form field (ci, reciboFijo, recibosVariables, rut, certIngresos, reciboJubilacion,
-- facturaOImagen), in the order they were sent.
CREATE TABLE solicitud_files (
  solicitud_id uuid NOT NULL REFERENCES solicitudes (id) ON DELETE CASCADE,
  file_id uuid NOT NULL UNIQUE REFERENCES files (id),
  position integer NOT NULL,
  field text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (solicitud_id, position)
);
