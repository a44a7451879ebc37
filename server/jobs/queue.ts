import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import { database, db } from '../db/client';
import { logger } from '../logger';
import { counter, gauge } from '../operations/metrics-registry';
import { queueDatabase } from './queue-database';

/**
 * A kind of job as its senders know it: its queue's name, its retries and, for scheduled jobs, its cron line in Kuwait
 * time. Senders (services, handlers) import descriptors only; the handler that works a queue is its worker
 * (`defineWorker`, in `<name>.worker.ts`), which calls services, so services never import a worker.
 */
export interface JobDescriptor<Data extends object = object> {
  name: string;
  /** Attempts after the first; a job that still fails is moved to its dead-letter list (`allDeadLetters`). */
  retryLimit: number;
  /** The first retry's delay; pg-boss doubles it for each later one, with jitter. */
  retryDelaySeconds: number;
  /** Scheduled jobs: minute hour day month weekday, Asia/Kuwait. pg-boss creates each run once across instances. */
  cron?: string;
  /** The payload's type, for the compiler only: `enqueue` checks what is sent against it. */
  readonly payload?: (data: Data) => void;
}

/** A job's descriptor with the handler that works its queue. */
export interface JobWorker<Data extends object = object> extends JobDescriptor<Data> {
  run(data: Data): Promise<void>;
}

export const defineJob = <Data extends object = object>(
  job: Omit<JobDescriptor<Data>, 'payload'>,
): JobDescriptor<Data> => job;

export const defineWorker = <Data extends object = object>(worker: JobWorker<Data>) => worker;

const DEAD_LETTER_SUFFIX = '-dead-letters';
const deadLetterQueue = (name: string) => `${name}${DEAD_LETTER_SUFFIX}`;
/** Items a worker takes per poll of a queue that is not scheduled. */
const DELIVERY_BATCH = 20;
/** How long a dead letter stays listed (pg-boss then archives it). */
const DEAD_LETTER_RETENTION_DAYS = 30;

type QueueState = { boss: Promise<PgBoss>; db: PgBoss.Db; created: Map<string, Promise<void>>; working: boolean };
const globalForQueue = globalThis as unknown as { manzilJobQueue?: QueueState };

const jobRuns = counter({
  name: 'manzil_job_runs_total',
  help: "Jobs this process's workers ran, by queue and outcome (completed, failed: every failed attempt, retried or not)",
  labelNames: ['queue', 'outcome'],
});

gauge({
  name: 'manzil_job_queue_depth',
  help: "Jobs waiting (created, retry) or running (active), by queue and state, across instances; a queue's dead letters (<name>-dead-letters) failed every attempt",
  labelNames: ['queue', 'state'],
  async collect() {
    this.reset();
    const state = globalForQueue.manzilJobQueue;
    if (!state?.working) return;
    try {
      const { rows } = await state.db.executeSql(
        "select name, state, count(*)::int as jobs from pgboss.job where state < 'completed' group by name, state",
        [],
      );
      for (const row of rows as Array<{ name: string; state: string; jobs: number }>)
        this.set({ queue: row.name, state: row.state }, row.jobs);
    } catch (err) {
      logger.warn({ err }, 'job queue depth not read');
    }
  },
});

/**
 * The process's pg-boss (its tables live in the `pgboss` schema of the application's database), started on first use.
 * Only `startJobWorkers` turns on its supervision (expiry, archiving) and its cron clock.
 */
function queueState(options: { workers: boolean } = { workers: false }): QueueState {
  if (!globalForQueue.manzilJobQueue) {
    const db = queueDatabase(database());
    globalForQueue.manzilJobQueue = { db, created: new Map(), boss: startBoss(db, options.workers), working: false };
  }
  return globalForQueue.manzilJobQueue;
}

const ATTEMPTS = 3;

/**
 * Instances started together on one PostgreSQL server race to create pg-boss's schema and each queue's table: the
 * loser's statement fails (a duplicate key) or finds nothing yet. It tries again shortly, on what the winner made.
 */
async function raceSafe<T>(what: string, step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      logger.warn({ err, attempt }, `${what}; trying again`);
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt + Math.random() * 250));
    }
  }
}

/** Each attempt with a new PgBoss: a failed one stays half started. */
function startBoss(db: PgBoss.Db, workers: boolean): Promise<PgBoss> {
  return raceSafe('job queue did not start', () => {
    const boss = new PgBoss({ db, supervise: workers, schedule: workers });
    boss.on('error', (err) => logger.error({ err }, 'job queue error'));
    return boss.start();
  });
}

/** Creates the job's queue and its dead-letter queue once per process; another instance may have created them first. */
async function ready(job: JobDescriptor<never>, state = queueState()): Promise<PgBoss> {
  const boss = await state.boss;
  let created = state.created.get(job.name);
  if (!created) {
    const dead = deadLetterQueue(job.name);
    created = raceSafe(`job queue ${job.name} not created`, async () => {
      if (!(await boss.getQueue(dead)))
        await boss
          .createQueue(dead, { name: dead, retentionMinutes: DEAD_LETTER_RETENTION_DAYS * 24 * 60 })
          .catch(() => undefined);
      if (!(await boss.getQueue(job.name))) {
        await boss
          .createQueue(job.name, {
            name: job.name,
            retryLimit: job.retryLimit,
            retryDelay: job.retryDelaySeconds,
            retryBackoff: true,
            deadLetter: dead,
          })
          .catch(() => undefined);
      }
      if (!(await boss.getQueue(job.name))) throw new Error(`job queue ${job.name} could not be created`);
    });
    state.created.set(job.name, created);
  }
  await created;
  return boss;
}

/** pg-boss job ids are uuids: the idempotency key's hash in that shape, so one key names one job. */
function jobId(name: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`${name}\0${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues a job. The idempotency key names it: queuing the same key again while the job is kept (its retention, 14
 * days) adds nothing and answers false. Handlers stay idempotent all the same (a delivery records that it was sent).
 */
export async function enqueue<Data extends object>(
  job: JobDescriptor<Data>,
  data: Data,
  options: { idempotencyKey: string; /** Not before this moment (a member's quiet hours). */ startAfter?: Date },
): Promise<boolean> {
  const boss = await ready(job);
  const id = jobId(job.name, options.idempotencyKey);
  return (
    (await boss.send(job.name, data, options.startAfter ? { id, startAfter: options.startAfter } : { id })) !== null
  );
}

/**
 * The idempotency keys among these whose job is still in the queue, in any state (waiting, active, done or failed):
 * pg-boss keeps a finished job for 12 hours before it archives it.
 */
export async function queuedKeys(job: JobDescriptor<never>, idempotencyKeys: string[]): Promise<Set<string>> {
  if (idempotencyKeys.length === 0) return new Set();
  await ready(job);
  const byId = new Map(idempotencyKeys.map((key) => [jobId(job.name, key), key]));
  const { rows } = await queueState().db.executeSql(
    'select id from pgboss.job where name = $1 and id = any($2::uuid[])',
    [job.name, [...byId.keys()]],
  );
  return new Set((rows as Array<{ id: string }>).map((row) => byId.get(row.id)!));
}

/** When the job queued with this idempotency key may start (undefined: no such job kept); for tests and operators. */
export async function jobStartAfter(job: JobDescriptor<never>, idempotencyKey: string): Promise<Date | undefined> {
  await ready(job);
  const { rows } = await queueState().db.executeSql(
    'select start_after as "startAfter" from pgboss.job where name = $1 and id = $2',
    [job.name, jobId(job.name, idempotencyKey)],
  );
  const value = (rows as Array<{ startAfter: Date | string }>)[0]?.startAfter;
  return value === undefined ? undefined : new Date(value);
}

/**
 * The primary process's workers: each job's handler polls its queue (SKIP LOCKED: several instances share the work,
 * each job runs in one of them) and each scheduled job gets its cron line.
 */
export async function startJobWorkers(jobs: ReadonlyArray<JobWorker<never>>): Promise<void> {
  const state = queueState({ workers: true });
  for (const job of jobs) {
    const boss = await ready(job, state);
    // Deliveries come in bursts (one notice per owner of every ad about to expire): a poll takes up to a batch, and
    // each item, one after another (providers limit their rate), succeeds or fails and is retried on its own; pg-boss then
    // completes only those still active.
    await boss.work<never>(
      job.name,
      { pollingIntervalSeconds: job.cron ? 10 : 1, batchSize: job.cron ? 1 : DELIVERY_BATCH },
      async (items) => {
        for (const item of items) {
          try {
            await job.run(item.data);
            jobRuns.inc({ queue: job.name, outcome: 'completed' });
          } catch (err) {
            jobRuns.inc({ queue: job.name, outcome: 'failed' });
            await boss.fail(job.name, item.id, { message: err instanceof Error ? err.message : String(err) });
          }
        }
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'Asia/Kuwait' });
  }
  state.working = true;
  logger.info({ jobs: jobs.map((j) => j.name) }, 'job workers started');
}

/** Whether this process works the queue (readiness): its workers started and the queue is not stopping. */
export const jobWorkersRunning = () => globalForQueue.manzilJobQueue?.working === true;

/** Runs the job's due items here and now, one by one, until none is due (tests, and CLIs without workers). */
export async function runDueJobs(job: JobWorker<never>): Promise<{ completed: number; failed: number }> {
  const boss = await ready(job);
  const counts = { completed: 0, failed: 0 };
  // pg-boss takes a job when start_after < now(): one queued in this same clock tick (PGlite's clock counts
  // milliseconds) would not be due yet.
  await delay(2);
  for (;;) {
    const [item] = await boss.fetch<never>(job.name);
    if (!item) return counts;
    try {
      await job.run(item.data);
      await boss.complete(job.name, item.id);
      counts.completed += 1;
    } catch (err) {
      await boss.fail(job.name, item.id, { message: err instanceof Error ? err.message : String(err) });
      counts.failed += 1;
    }
  }
}

/**
 * pg-boss's tables, read through the application's database (a render worker has no queue of its own): empty until a
 * queue has started once.
 */
async function readQueueTables<Row>(query: SQL): Promise<Row[]> {
  const exists = (await db().execute(sql`select to_regclass('pgboss.archive') is not null as "exists"`)) as {
    rows: Array<{ exists: boolean }>;
  };
  if (!exists.rows[0]?.exists) return [];
  return ((await db().execute(query)) as { rows: Row[] }).rows;
}

/** Jobs that failed every attempt, per queue, in the last day and the last 7 days (pg-boss keeps them a week). */
export function failedJobCounts(now = new Date()) {
  const at = now.toISOString();
  return readQueueTables<{ queue: string; lastDay: number; lastWeek: number }>(sql`
    select name as queue,
      count(*) filter (where completed_on > ${at}::timestamptz - interval '1 day')::int as "lastDay",
      count(*)::int as "lastWeek"
    from (select name, completed_on from pgboss.job where state = 'failed'
          union all select name, completed_on from pgboss.archive where state = 'failed') failed
    where completed_on > ${at}::timestamptz - interval '7 days'
    group by name order by name`);
}

/** Every queue's dead letters waiting for an operator, newest first, with the last attempt's error. */
export async function allDeadLetters(): Promise<Array<{ id: string; queue: string; at: Date; error: string | null }>> {
  const rows = await readQueueTables<{ id: string; queue: string; at: Date | string; error: string | null }>(sql`
    select id, left(name, length(name) - ${DEAD_LETTER_SUFFIX.length}) as queue, created_on as at,
      output->>'message' as error
    from pgboss.job where name like ${`%${DEAD_LETTER_SUFFIX}`} and state < 'completed'
    order by created_on desc limit 100`);
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/**
 * Puts a dead letter's job back on its queue and takes it off the list. The new job's id comes from the dead
 * letter's, so a second retry of the same letter (two clicks, or one after a failed removal) queues nothing more.
 * Undefined when no such dead letter waits.
 */
export async function retryDeadLetter(id: string): Promise<{ queue: string; jobId: string } | undefined> {
  const state = queueState();
  const boss = await state.boss;
  const { rows } = await state.db.executeSql(
    `select name, data from pgboss.job where id = $1 and name like '%${DEAD_LETTER_SUFFIX}' and state < 'completed'`,
    [id],
  );
  const [letter] = rows as Array<{ name: string; data: object }>;
  if (!letter) return undefined;
  const queue = letter.name.slice(0, -DEAD_LETTER_SUFFIX.length);
  const retried = jobId(queue, `retry:${id}`);
  await boss.send(queue, letter.data, { id: retried });
  await boss.deleteJob(letter.name, id);
  return { queue, jobId: retried };
}

/**
 * Stops polling and the clock. With `drainMs` (shutdown) the jobs running get that long to finish; those still running
 * then, and every running job without it (the end of a test file), are failed and retried later, here or elsewhere.
 */
export async function stopJobQueue(options: { drainMs?: number } = {}): Promise<void> {
  const state = globalForQueue.manzilJobQueue;
  globalForQueue.manzilJobQueue = undefined;
  if (!state) return;
  state.working = false;
  const boss = await state.boss;
  await boss.stop(
    options.drainMs ? { graceful: true, wait: true, timeout: options.drainMs } : { graceful: false, wait: true },
  );
}
