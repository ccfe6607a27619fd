-- Uploads streamed into the files store while the form arrives (src/modules/files/file-store.ts), before the
-- record that names them exists. A staged file has `staged_at` set: its row is written before any of its bytes,
-- so a process that dies mid-upload leaves a row the sweep finds (and, through the files_object_deletion
-- trigger, its object); the transaction of the claim or request sets it to null. A refused form or a rolled-back
-- transaction deletes its staged rows at once; the sweep deletes those left older than an hour.
ALTER TABLE files ADD COLUMN staged_at timestamptz;
CREATE INDEX files_staged_idx ON files (staged_at) WHERE staged_at IS NOT NULL;

-- Size and hash are known once the last byte has arrived.
ALTER TABLE files DROP CONSTRAINT files_size_bytes_check;
ALTER TABLE files ADD CONSTRAINT files_size_bytes_check CHECK (size_bytes > 0 OR staged_at IS NOT NULL);

-- Where the bytes are: `content` (one bytea, rows written whole), `location` (an object), or neither: the
-- database store's streamed files, in `file_chunks` pieces of about a megabyte, written and read one at a time.
ALTER TABLE files DROP CONSTRAINT files_check;
ALTER TABLE files ADD CONSTRAINT files_one_place CHECK (content IS NULL OR location IS NULL);

CREATE TABLE file_chunks (
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (file_id, n)
);
-- PDFs and photos are compressed already: PostgreSQL's attempt to compress each piece costs time for nothing.
ALTER TABLE file_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- A contact message's attachments (POST /email/send) are stored files too: the outbox row of its e-mail names them
-- (topic mail.send-stored) instead of carrying them as base64.
CREATE TABLE contact_message_files (
  contact_message_id uuid NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  file_id uuid NOT NULL UNIQUE REFERENCES files (id),
  position integer NOT NULL,
  PRIMARY KEY (contact_message_id, position)
);
