ALTER TABLE "media" ADD COLUMN "credit_person_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "credit_text" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_credit_person_id_people_id_fk" FOREIGN KEY ("credit_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_credit_person_idx" ON "media" USING btree ("credit_person_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "media"."credit_person_id" is not null;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_one_credit_check" CHECK (num_nonnulls("media"."credit_person_id", "media"."credit_text") <= 1);