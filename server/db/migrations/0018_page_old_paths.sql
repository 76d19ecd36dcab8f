ALTER TABLE "old_paths" ALTER COLUMN "article_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "old_paths" ADD COLUMN "static_page_id" uuid;--> statement-breakpoint
ALTER TABLE "old_paths" ADD CONSTRAINT "old_paths_static_page_id_static_pages_id_fk" FOREIGN KEY ("static_page_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_paths" ADD CONSTRAINT "old_paths_one_target" CHECK (num_nonnulls("old_paths"."article_id", "old_paths"."static_page_id") = 1);