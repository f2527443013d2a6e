import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeliveryWorker } from './delivery-worker';
import { createMailTransport, type MailTransport } from './transport';

export interface MailService {
  /** `smtp` with SMTP_URL; `local` without it: the outbox is the mailbox. */
  readonly mode: MailTransport['mode'];
  /** Started by server.ts (and by tests that want it), stopped when the app closes. */
  readonly worker: DeliveryWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

async function mailPlugin(app: FastifyInstance): Promise<void> {
  const transport = createMailTransport(app.config);
  const worker = new DeliveryWorker({
    db: app.db,
    clock: app.clock,
    transport,
    log: app.log,
    lockMs: app.config.mailClaimSeconds * 1000,
  });
  app.decorate('mail', { mode: transport.mode, worker });
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['config', 'db', 'clock'] });
