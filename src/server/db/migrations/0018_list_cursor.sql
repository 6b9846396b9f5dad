DROP INDEX "salons_public_rating_idx";--> statement-breakpoint
CREATE INDEX "salons_public_rating_idx" ON "salons" USING btree ((-"avg_rating"),(-"review_count"),"search_name","id") WHERE is_approved;