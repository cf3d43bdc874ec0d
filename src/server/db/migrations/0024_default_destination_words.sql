-- Spanish review 1.1 (issue 42): the default destination, stored as 'restroom', is read in each
-- reader's language. Ledger lines and notifications the hall wrote before kept it as a plain value of
-- their message; from now on it is the shared hall catalogue's `defaultDestination`, so Spanish
-- readers of earlier lines read "baño" too. Only the hall's own messages are changed.
UPDATE "transactions"
SET "wording" = jsonb_set("wording", '{description,values,destination}', '{"catalogue": "shared-hall", "key": "defaultDestination"}'::jsonb)
WHERE "wording" #>> '{description,catalogue}' = 'server-hallpasses'
  AND "wording" #>> '{description,values,destination}' = 'restroom';
--> statement-breakpoint
UPDATE "notifications"
SET "wording" = jsonb_set("wording", '{content,values,destination}', '{"catalogue": "shared-hall", "key": "defaultDestination"}'::jsonb)
WHERE "wording" #>> '{content,catalogue}' = 'server-hallpasses'
  AND "wording" #>> '{content,values,destination}' = 'restroom';
--> statement-breakpoint
UPDATE "notifications"
SET "wording" = jsonb_set("wording", '{content,values,description,values,destination}', '{"catalogue": "shared-hall", "key": "defaultDestination"}'::jsonb)
WHERE "wording" #>> '{content,values,description,catalogue}' = 'server-hallpasses'
  AND "wording" #>> '{content,values,description,values,destination}' = 'restroom';
