CREATE TABLE "rollovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"actor_id" uuid,
	"graduates" jsonb NOT NULL,
	"undo" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undoable_until" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"school_year" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_terms_year_check" CHECK ("staff_terms"."school_year" between 1900 and 2200)
);
--> statement-breakpoint
ALTER TABLE "staff_terms" ADD CONSTRAINT "staff_terms_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rollovers_to_year_idx" ON "rollovers" USING btree ("to_year") WHERE "rollovers"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "rollovers_created_idx" ON "rollovers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_terms_person_year_idx" ON "staff_terms" USING btree ("person_id","school_year");--> statement-breakpoint
CREATE INDEX "staff_terms_year_idx" ON "staff_terms" USING btree ("school_year","position");