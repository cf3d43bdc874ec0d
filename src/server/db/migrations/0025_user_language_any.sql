-- A person may choose any language of src/shared/i18n/languages.json (the API checks the list), so a
-- language a translator adds needs no migration; the column keeps only a language code's shape.
ALTER TABLE "users" DROP CONSTRAINT "users_language_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" ~ '^[a-z]{2,3}$');
