import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "posts_blocks_hero_locales_parent_idx" ON "posts_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "posts_locales_parent_idx" ON "posts_locales" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_hero_locales_parent_idx" ON "_posts_v_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_locales_parent_idx" ON "_posts_v_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_locales_parent_idx" ON "pages_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_locales_parent_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_locales_parent_idx" ON "_pages_v_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "categories_locales_parent_idx" ON "categories_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_locales_parent_idx" ON "_site_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_children_locales_parent_idx" ON "navigation_items_children_locales" USING btree ("_parent_id");
  CREATE INDEX "navigation_items_locales_parent_idx" ON "navigation_items_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_items_children_locales_parent_idx" ON "_navigation_v_version_items_children_locales" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_items_locales_parent_idx" ON "_navigation_v_version_items_locales" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "posts_blocks_hero_locales_parent_idx";
  DROP INDEX "posts_locales_parent_idx";
  DROP INDEX "_posts_v_blocks_hero_locales_parent_idx";
  DROP INDEX "_posts_v_locales_parent_idx";
  DROP INDEX "pages_blocks_hero_locales_parent_idx";
  DROP INDEX "pages_locales_parent_idx";
  DROP INDEX "_pages_v_blocks_hero_locales_parent_idx";
  DROP INDEX "_pages_v_locales_parent_idx";
  DROP INDEX "categories_locales_parent_idx";
  DROP INDEX "media_locales_parent_idx";
  DROP INDEX "site_settings_locales_parent_idx";
  DROP INDEX "_site_settings_v_locales_parent_idx";
  DROP INDEX "navigation_items_children_locales_parent_idx";
  DROP INDEX "navigation_items_locales_parent_idx";
  DROP INDEX "_navigation_v_version_items_children_locales_parent_idx";
  DROP INDEX "_navigation_v_version_items_locales_parent_idx";`)
}
