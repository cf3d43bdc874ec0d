ALTER TABLE "transactions" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
-- Refunds made before this column existed name their order: the first refund of each order
-- (there is only ever one) is marked, so a later refund of the same order is refused by the index.
UPDATE "transactions" t SET "refund_of" = first."purchase_id"
FROM (
  SELECT DISTINCT ON ("purchase_id") "id", "purchase_id" FROM "transactions"
  WHERE "purchase_id" IS NOT NULL AND "amount" < 0 AND "description" LIKE 'Store order %: refund'
  ORDER BY "purchase_id", "created_at"
) first
WHERE t."id" = first."id";--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_refund_of_unique" ON "transactions" USING btree ("refund_of");
