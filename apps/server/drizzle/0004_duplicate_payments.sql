ALTER TABLE "orders" ADD COLUMN "duplicate_payments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Added by hand: before this index, every Pay click opened another attempt. All but the newest open attempt of each
-- order and provider are closed, as the payment sweep already ignored them; money that still arrives for one of them
-- is found by its provider order id and handled as before.
UPDATE "payments" SET "status" = 'failed', "updated_at" = now()
WHERE "status" = 'created' AND "id" NOT IN (
  SELECT DISTINCT ON ("order_id", "provider") "id" FROM "payments" WHERE "status" = 'created'
  ORDER BY "order_id", "provider", "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_attempt_key" ON "payments" USING btree ("order_id","provider") WHERE "payments"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payments_open_created_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';
