-- People who signed in at least once. `auth_sub` is the identity provider's subject (Auth0 `sub`).
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  auth_sub text NOT NULL UNIQUE,
  email text,
  name text,
  nickname text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- GET /user/exists compares e-mails case-insensitively.
CREATE INDEX users_email_lower_idx ON users (lower(email));
