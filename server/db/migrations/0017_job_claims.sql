ALTER TABLE "jobs" ADD COLUMN "claim" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" DROP COLUMN "claimed_until";