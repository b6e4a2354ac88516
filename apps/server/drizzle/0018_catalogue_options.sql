CREATE TABLE "catalogue_options" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_options_one_row" CHECK ("catalogue_options"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "gstr1_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_month" text NOT NULL,
	"to_month" text NOT NULL,
	"exported_by" uuid,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"summary" jsonb DEFAULT '{"create":0,"update":0,"unchanged":0,"error":0}'::jsonb NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_scale" text;--> statement-breakpoint
ALTER TABLE "gstr1_exports" ADD CONSTRAINT "gstr1_exports_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_jobs" ADD CONSTRAINT "product_import_jobs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gstr1_exports_months_idx" ON "gstr1_exports" USING btree ("from_month","to_month");--> statement-breakpoint
CREATE INDEX "product_import_jobs_created_idx" ON "product_import_jobs" USING btree ("created_at");--> statement-breakpoint
-- Products saved before staff named scales take the default scale that holds their sizes.
UPDATE "products" p SET "size_scale" = CASE
  WHEN EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id" AND v."size" = 'Free Size') THEN 'free-size'
  WHEN EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id" AND v."size" LIKE '%Y') THEN 'kids-ages'
  ELSE 'letters' END
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id" AND v."size" IS NOT NULL);
