CREATE TABLE "valuation_backtests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "valuation_backtests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"until" date NOT NULL,
	"rows" jsonb NOT NULL,
	"seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
