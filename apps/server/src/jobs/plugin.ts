import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work kept in the database (pg-boss). Register kinds in your module's plugin. */
    jobs: JobQueue;
  }
}

/**
 * `app.jobs`: modules register their job kinds while the app is built; the queues are created
 * when it is ready, so a request can send jobs in its transaction from the first one. Workers
 * start with the server (server.ts) and stop when the app closes.
 */
async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const jobs = new JobQueue(
    app.db,
    {
      concurrency: app.config.jobConcurrency,
      pollSeconds: app.config.jobPollSeconds,
      superviseSeconds: app.config.jobSuperviseSeconds,
    },
    app.log,
  );
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    try {
      await jobs.open();
    } catch (error) {
      // The app still answers (GET /healthz tells the database is down); server.ts will not
      // start with a closed queue.
      app.log.error({ err: error }, 'job queue could not open');
    }
  });
  app.addHook('onClose', () => jobs.close());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['config', 'db'] });
