CREATE TABLE "search_dirty" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_docs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"category" "category" NOT NULL,
	"label" text NOT NULL,
	"label_key" text NOT NULL,
	"provider_name" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"area" text,
	"specialty" text,
	"specialty_key" text,
	"price_paise" integer,
	"score" real NOT NULL,
	"tokens" integer[] NOT NULL,
	"words" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"word_id" integer NOT NULL,
	"score" real NOT NULL,
	"doc_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word_grams" (
	"gram" text NOT NULL,
	"word_id" integer NOT NULL,
	CONSTRAINT "search_word_grams_gram_word_id_pk" PRIMARY KEY("gram","word_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_docs_label_idx" ON "search_docs" USING btree ("label_key");--> statement-breakpoint
CREATE INDEX "search_docs_provider_idx" ON "search_docs" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "search_docs_rank_idx" ON "search_docs" USING btree ("category","kind","score" DESC NULLS LAST,"label_key","id");--> statement-breakpoint
CREATE INDEX "search_docs_kind_idx" ON "search_docs" USING btree ("specialty_key","city_key","score" DESC NULLS LAST) WHERE "search_docs"."kind" = 'provider';--> statement-breakpoint
CREATE INDEX "search_docs_city_idx" ON "search_docs" USING btree ("city_key");--> statement-breakpoint
CREATE INDEX "search_docs_words_idx" ON "search_docs" USING gin ("words");--> statement-breakpoint
CREATE UNIQUE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("word_id","score" DESC NULLS LAST,"doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);