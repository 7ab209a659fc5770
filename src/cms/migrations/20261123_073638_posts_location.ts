import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ADD COLUMN "location" geometry(Point);
  ALTER TABLE "_posts_v" ADD COLUMN "version_location" geometry(Point);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "location";
  ALTER TABLE "_posts_v" DROP COLUMN "version_location";`)
}
