-- An answer is recorded when it starts (running, empty), refreshed while it streams (what was sent so far and a
-- heartbeat), and finished when it ends. An answer whose instance died reads as interrupted once its heartbeat
-- is older than three beats (conversations-repository.ts), from any instance: never 'running', never missing.
ALTER TABLE chat_messages ADD COLUMN running boolean NOT NULL DEFAULT false;
ALTER TABLE chat_messages ADD COLUMN heartbeat_at timestamptz;

-- /chat/reset asks which answers of a person are running, wherever they run.
CREATE INDEX chat_messages_running_idx ON chat_messages (conversation_id) WHERE running;
