DROP INDEX "one_time_codes_user_purpose_idx";--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
-- Codes are now spaced per email (its sha256, as codes.ts computes it), with an account behind it or not.
ALTER TABLE "one_time_codes" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "one_time_codes" SET "email_key" = encode(sha256(convert_to("users"."email", 'UTF8')), 'hex') FROM "users" WHERE "users"."id" = "one_time_codes"."user_id";--> statement-breakpoint
ALTER TABLE "one_time_codes" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "wrong_tries" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "one_time_codes_email_purpose_idx" ON "one_time_codes" USING btree ("email_key","purpose","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_code_hash_idx" ON "one_time_codes" USING btree ("code_hash");
