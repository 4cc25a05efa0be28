CREATE TABLE "accounts_payable_taxes" (
	"payable_id" integer NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"itbms" numeric(14, 2) NOT NULL,
	CONSTRAINT "accounts_payable_taxes_pkey" PRIMARY KEY("payable_id","rate"),
	CONSTRAINT "accounts_payable_taxes_rate_check" CHECK ("accounts_payable_taxes"."rate" in (0, 7, 10, 15)),
	CONSTRAINT "accounts_payable_taxes_base_check" CHECK ("accounts_payable_taxes"."base" > 0),
	CONSTRAINT "accounts_payable_taxes_itbms_check" CHECK ("accounts_payable_taxes"."itbms" >= 0 and ("accounts_payable_taxes"."rate" <> 0 or "accounts_payable_taxes"."itbms" = 0))
);
--> statement-breakpoint
ALTER TABLE "accounts_payable_taxes" ADD CONSTRAINT "accounts_payable_taxes_payable_id_accounts_payable_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."accounts_payable"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A supplier invoice's base and ITBMS per rate (src/db/schema/debts.ts). Each payable written
-- before them becomes one row: its ITBMS as stored, the rest of its total as the base, at its rate
-- (none stated is exempt: box 7 of the 430 took both alike). Its rate then says the same.
INSERT INTO "accounts_payable_taxes" ("payable_id", "rate", "base", "itbms")
SELECT "id", coalesce("itbms_rate", 0), "total_amount" - "itbms_amount", "itbms_amount" FROM "accounts_payable";--> statement-breakpoint
UPDATE "accounts_payable" SET "itbms_rate" = 0 WHERE "itbms_rate" IS NULL;
