-- The custom home proposal reaches the team through POST /email/send with the questionnaire's phone,
-- which is optional there: a message may come without a phone (the reply goes to the e-mail).
ALTER TABLE contact_messages ALTER COLUMN phone DROP NOT NULL;
