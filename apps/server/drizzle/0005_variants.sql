CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text,
	"colour" text,
	"colour_hex" text,
	"sku" text NOT NULL,
	"stock" integer NOT NULL,
	"price_paise" integer,
	"sale_price_paise" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_option_key" UNIQUE NULLS NOT DISTINCT("product_id","size","colour"),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_paise" is null or "product_variants"."price_paise" > 0),
	CONSTRAINT "product_variants_option_check" CHECK ("product_variants"."size" is not null or "product_variants"."colour" is not null)
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"category" text PRIMARY KEY NOT NULL,
	"chart" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "stock_reservations" DROP CONSTRAINT "stock_reservations_order_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Edited by hand: search_text is made again with colour names in it, after colour_names exists, and its index with it.
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || chr(10) || description || chr(10) || category || chr(10) || brand || chr(10) || colour_names)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart" jsonb;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_size_idx" ON "product_variants" USING btree ("size","product_id") WHERE "product_variants"."stock" > 0;--> statement-breakpoint
CREATE INDEX "product_variants_colour_idx" ON "product_variants" USING btree ("colour","product_id") WHERE "product_variants"."stock" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_user_variant_key" ON "stock_alerts" USING btree ("user_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line_key" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","variant_id");--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_line_key" UNIQUE NULLS NOT DISTINCT("order_id","product_id","variant_id");--> statement-breakpoint
-- Added by hand: every product had one picture; it becomes its gallery.
UPDATE "products" SET "images" = jsonb_build_array("image") WHERE "images" = '[]'::jsonb;