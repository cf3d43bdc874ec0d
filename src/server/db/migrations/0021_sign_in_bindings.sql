CREATE TABLE "oidc_bindings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_bindings" ADD CONSTRAINT "oidc_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_bindings_issuer_subject_idx" ON "oidc_bindings" USING btree ("issuer","subject");