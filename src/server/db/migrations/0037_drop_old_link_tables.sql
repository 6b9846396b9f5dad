-- Their rows were copied into one_tap_links by 0036 (decision 087).
DROP TABLE "booking_links" CASCADE;--> statement-breakpoint
DROP TABLE "message_links" CASCADE;