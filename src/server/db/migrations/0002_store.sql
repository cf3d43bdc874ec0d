CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_url" text NOT NULL,
	"cost" integer NOT NULL,
	"quantity" integer NOT NULL,
	"max_purchase_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_quantity_not_negative" CHECK ("products"."quantity" >= 0),
	CONSTRAINT "products_cost_not_negative" CHECK ("products"."cost" >= 0),
	CONSTRAINT "products_max_not_negative" CHECK ("products"."max_purchase_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"purchase_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" integer NOT NULL,
	CONSTRAINT "purchase_items_purchase_id_product_id_pk" PRIMARY KEY("purchase_id","product_id"),
	CONSTRAINT "purchase_items_quantity_positive" CHECK ("purchase_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"subtotal" double precision NOT NULL,
	"discount" double precision NOT NULL,
	"tax" double precision NOT NULL,
	"total" integer NOT NULL,
	"same_day" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_teacher_idx" ON "products" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "purchases_teacher_idx" ON "purchases" USING btree ("teacher_id","status");--> statement-breakpoint
CREATE INDEX "purchases_student_idx" ON "purchases" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_idempotency_idx" ON "purchases" USING btree ("student_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_purchase_idx" ON "transactions" USING btree ("purchase_id");