CREATE TABLE "order_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"effect" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_outbox" ADD CONSTRAINT "order_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_outbox_event_effect" ON "order_outbox" USING btree ("event_id","effect");--> statement-breakpoint
CREATE INDEX "order_outbox_due_idx" ON "order_outbox" USING btree ("next_attempt_at") WHERE "order_outbox"."done_at" is null;--> statement-breakpoint
CREATE INDEX "order_outbox_order_idx" ON "order_outbox" USING btree ("order_id");--> statement-breakpoint
-- A provider refund opened before the outbox and never asked is sent by the dispatcher, as a new one is.
INSERT INTO "order_outbox" ("order_id", "event_id", "event", "effect", "payload") SELECT "order_id", gen_random_uuid(), 'refundOpened', 'event', jsonb_build_object('refundId', "id") FROM "refunds" WHERE "status" = 'pending' AND "provider" <> 'transfer' AND "attempts" = 0;
