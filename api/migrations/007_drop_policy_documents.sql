-- Policies are projected into the API's shape in code (src/modules/policies/policies-repository.ts), not by
-- a view that restates every field: the view of 005 and the functions that read it go.
DROP FUNCTION wallet_documents(text, integer);
DROP FUNCTION owned_policy_documents(text, text, integer);
DROP VIEW policy_documents;
