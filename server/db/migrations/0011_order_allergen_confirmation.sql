-- The customer confirmed the order after the warning that dishes in it contain their allergens (POST orders
-- `allergensConfirmed`); the kitchen's ticket and recipe page say so. Orders placed before stay unconfirmed.
ALTER TABLE "orders" ADD COLUMN "allergens_confirmed" boolean DEFAULT false NOT NULL;
