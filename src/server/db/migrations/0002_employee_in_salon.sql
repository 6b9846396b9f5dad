ALTER TABLE "bookings" DROP CONSTRAINT "bookings_employee_id_employees_id_fk";
--> statement-breakpoint
CREATE UNIQUE INDEX "employees_id_salon_unique" ON "employees" USING btree ("id","salon_id");