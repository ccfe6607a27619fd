-- Uploaded files in an object store (FILES_STORE_URL=s3://…): `files.location` (008) names the object and
-- `content` is null. A deleted files row whose bytes are an object queues that object here, in the deleting
-- transaction, so every way of deleting files (a policy, an unsaved upload) frees the object too; the files
-- store deletes queued objects afterwards (the reminders run), and a rollback queues nothing.
CREATE TABLE file_object_deletions (
  location text PRIMARY KEY,
  queued_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION queue_file_object_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_object_deletions (location) VALUES (OLD.location) ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;

CREATE TRIGGER files_object_deletion AFTER DELETE ON files
  FOR EACH ROW WHEN (OLD.location IS NOT NULL) EXECUTE FUNCTION queue_file_object_deletion();
