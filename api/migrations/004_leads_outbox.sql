-- People who asked to be called back, as captured (POST /leads).
CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  birth_date date,
  declared_value numeric(14, 2),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Side effects that leave the process (e-mail, lead webhook...), written in the same transaction as the
-- change they belong to and delivered by the outbox worker with retries (src/modules/outbox).
-- A claimed row's next_attempt_at is pushed forward by a lease, so a worker that dies mid-delivery
-- leaves it to be picked up again.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  topic text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);

CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
