ALTER TABLE "order_items" ADD COLUMN "online_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "online_discount_paise" integer DEFAULT 0 NOT NULL;