-- The emission of a policy bought through the product, at the partner insurer: one per policy.
-- A row in 'enviando' is a claim: the request is on its way to the partner (claim_id names the attempt).
-- It is deleted when the attempt fails, and another attempt may take it over once it is stale (a process
-- that died mid-call). Once the partner answers, the row holds its emission: 'pendiente_pago', then
-- 'emitida' when the partner's signed notification arrives.
CREATE TABLE emissions (
  policy_id uuid PRIMARY KEY REFERENCES policies (id) ON DELETE CASCADE,
  estado text NOT NULL CHECK (estado IN ('enviando', 'pendiente_pago', 'emitida')),
  claim_id uuid,
  claimed_at timestamptz,
  emision_id text UNIQUE,
  forma_de_pago text CHECK (forma_de_pago IN ('T', 'L', 'R')),
  cuotas integer CHECK (cuotas BETWEEN 0 AND 10),
  link_de_pago text,
  precio numeric(12, 2),
  numero_poliza text,
  -- The request as sent to the partner, without the invoice's bytes (file name, type, size and SHA-256 only).
  request jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (estado = 'enviando' OR (emision_id IS NOT NULL AND forma_de_pago IS NOT NULL AND request IS NOT NULL))
);

-- Notifications received from the partner, by its delivery id: each is processed once, a replay is a no-op.
CREATE TABLE partner_deliveries (
  delivery_id uuid PRIMARY KEY,
  policy_id uuid,
  event text NOT NULL,
  numero_poliza text,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Messages sent through the contact form and the custom proposal (POST /email/send). Attachments are
-- delivered through the outbox; only their names, types, sizes and hashes are kept here.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  subject text,
  text text,
  plan text,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
