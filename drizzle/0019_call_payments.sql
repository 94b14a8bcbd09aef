ALTER TABLE "payments" DROP CONSTRAINT "payments_target_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "call_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_call_booking_id_call_bookings_id_fk" FOREIGN KEY ("call_booking_id") REFERENCES "public"."call_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_call_booking_id_index" ON "payments" USING btree ("call_booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_check" CHECK (num_nonnulls("payments"."video_request_id", "payments"."subscription_order_id", "payments"."call_booking_id") = 1);