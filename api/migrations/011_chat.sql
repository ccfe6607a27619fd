-- The assistant's conversations (/api/v1/chat): each belongs to one signed-in user; only they read it.
CREATE TABLE chat_conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The first message, cut; null until there is one (the browser shows 'Conversación').
  title text,
  -- Answers in a row the engine was unsure of: at two it offers the contact dialog (issue 11).
  unsure_count integer NOT NULL DEFAULT 0 CHECK (unsure_count >= 0),
  -- POST /chat/conversations/{id}/end or /chat/reset; a new message reopens the conversation.
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now()
);

-- The Consultas tab: the owner's conversations, newest activity first.
CREATE INDEX chat_conversations_owner_activity_idx ON chat_conversations (owner_user_id, last_activity_at DESC, id DESC);

CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  -- Orders the messages of a conversation whatever their timestamps (several per transaction).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  -- The person closed the stream before the end: content is what had been sent to them.
  interrupted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX chat_messages_conversation_seq_idx ON chat_messages (conversation_id, seq DESC);
