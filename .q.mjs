import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const c = new PGlite({ dataDir: process.cwd() + '/.e2e-dbg/pglite', extensions: { pg_trgm } });
for (const q of ["select id, notification_id, channel, sent_at from notification_deliveries order by id desc limit 5",
 "select name, state, count(*) from pgboss.job group by 1,2",
 "select name, state, output, retry_count, start_after from pgboss.job where name like 'notification%' order by created_on desc limit 3"]) {
  try { console.log(JSON.stringify((await c.query(q)).rows)); } catch (e) { console.log(q, e.message); }
}
