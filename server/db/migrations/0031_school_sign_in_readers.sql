ALTER TABLE "school_sign_in_attempts" ADD COLUMN "audience" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_sign_in_attempts" ADD COLUMN "return_to" text;