-- Issue 9: documents of policies loaded by hand, the profile a person keeps, expiry reminders.

-- An uploaded file waiting for the record that will name it: the PDF of 'Cargar póliza en PDF'
-- (POST /policy/import-pdf) until its sender saves the policy with documentFileId. Only that sender may
-- attach it; attaching deletes this row (in the policy's transaction), so a file is attached at most once.
-- The reminders run deletes pending uploads (and their files) nobody saved within two days.
CREATE TABLE pending_uploads (
  file_id uuid PRIMARY KEY REFERENCES files (id) ON DELETE CASCADE,
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('policy-import')),
  -- Sanitised file name, shown as the document's name once attached.
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX pending_uploads_created_idx ON pending_uploads (created_at);

-- A policy's documents kept by the product (external policies: the imported PDF). Deleting the policy
-- deletes these rows; the service deletes the files themselves in the same transaction.
CREATE TABLE policy_files (
  policy_id uuid NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
  file_id uuid NOT NULL UNIQUE REFERENCES files (id),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (policy_id, file_id)
);

-- 'Mi Perfil': what the person chooses to keep to prefill forms. Name and e-mail stay in users (sign-in).
-- phone: national digits (09XXXXXXX, 2XXXXXXX, 4XXXXXXX); document_number: digits, with its type.
CREATE TABLE user_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone text CHECK (phone ~ '^(09[1-9][0-9]{6}|[24][0-9]{7})$'),
  document_type text CHECK (document_type IN ('CI', 'RUT')),
  document_number text CHECK (document_number ~ '^[0-9]{7,12}$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((document_type IS NULL) = (document_number IS NULL))
);

-- One e-mail per policy, kind and expiry date, 30 and 7 days before fecha_vencimiento. The row is inserted
-- in the transaction that writes the outbox message (INSERT ... ON CONFLICT DO NOTHING), so concurrent runs
-- on several instances send each reminder once. A renewed policy (another fecha_vencimiento) is reminded
-- again; a deleted policy takes its rows with it.
CREATE TABLE policy_reminders (
  policy_id uuid NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('expiry-30', 'expiry-7')),
  fecha_vencimiento date NOT NULL,
  outbox_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (policy_id, kind, fecha_vencimiento)
);

-- The reminders run looks policies up by expiry date.
CREATE INDEX policies_fecha_vencimiento_idx ON policies (fecha_vencimiento) WHERE fecha_vencimiento IS NOT NULL;
