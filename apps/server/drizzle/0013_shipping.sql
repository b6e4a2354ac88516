CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"provider_status" text NOT NULL,
	"location" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_notices" (
	"shipment_id" uuid NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_notices_shipment_id_step_pk" PRIMARY KEY("shipment_id","step")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'forward' NOT NULL,
	"return_request_id" uuid,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_id" text,
	"courier_name" text,
	"state" text DEFAULT 'booked' NOT NULL,
	"provider_status" text,
	"promised_date" text,
	"expected_date" text,
	"pickup_date" text,
	"charge_paise" integer,
	"cod_paise" integer DEFAULT 0 NOT NULL,
	"cod_collected_at" timestamp with time zone,
	"cod_remitted_paise" integer DEFAULT 0 NOT NULL,
	"remittance_reference" text,
	"remitted_at" timestamp with time zone,
	"ndr_reason" text,
	"ndr_attempts" integer DEFAULT 0 NOT NULL,
	"ndr_at" timestamp with time zone,
	"ndr_action" text,
	"booking_until" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_cod_check" CHECK ("shipments"."cod_paise" >= 0 and "shipments"."cod_remitted_paise" >= 0),
	CONSTRAINT "shipments_kind_check" CHECK ("shipments"."kind" in ('forward', 'return'))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_notices" ADD CONSTRAINT "shipment_notices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_scan_key" ON "shipment_events" USING btree ("shipment_id","at","provider_status");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_forward_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."kind" = 'forward' and "shipments"."state" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_return_key" ON "shipments" USING btree ("return_request_id") WHERE "shipments"."kind" = 'return' and "shipments"."state" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "shipments_moving_idx" ON "shipments" USING btree ("polled_at") WHERE "shipments"."state" not in ('delivered', 'rto_delivered', 'cancelled', 'lost');