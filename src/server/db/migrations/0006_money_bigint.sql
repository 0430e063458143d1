-- A seller's income adds up every order they were ever paid for, so it may pass integer's 2,147,483,647.
ALTER TABLE "seller" ALTER COLUMN "income" SET DATA TYPE bigint;
