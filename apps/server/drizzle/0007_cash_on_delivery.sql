ALTER TABLE "orders" DROP CONSTRAINT "orders_order_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'returned'));