CREATE INDEX "payments_refund_owed" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'refund_owed';--> statement-breakpoint
CREATE INDEX "payments_created_at_id_index" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "video_requests_created_at_id_index" ON "video_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_resource_id_created_at_index" ON "audit_logs" USING btree ("resource_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_refunds_created_at_id_index" ON "payment_refunds" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);