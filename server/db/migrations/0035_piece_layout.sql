ALTER TABLE "articles" ADD COLUMN "layout" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "headline_over" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "layout" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD COLUMN "headline_over" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_layout_check" CHECK (layout in ('standard', 'long-form', 'side-by-side'));--> statement-breakpoint
ALTER TABLE "creative_pieces" ADD CONSTRAINT "creative_pieces_layout_check" CHECK (layout in ('standard', 'long-form', 'side-by-side'));