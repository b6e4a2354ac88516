ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
-- An exchange's replacement was written with the made-up payment method 'Exchange': it becomes a kind of order, and
-- its payment method is the original order's (Cash on Delivery when no original is found).
UPDATE "orders" SET "kind" = 'exchange', "payment_method" = coalesce((SELECT "original"."payment_method" FROM "return_requests" JOIN "orders" AS "original" ON "original"."id" = "return_requests"."order_id" WHERE "return_requests"."exchange_order_id" = "orders"."id" LIMIT 1), 'COD') WHERE "payment_method" = 'Exchange';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('sale', 'exchange'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('PhonePe', 'Razorpay', 'PayPal', 'COD'));
