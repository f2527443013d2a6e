import { e2eMailEnv, startMailSink } from './support/mail-sink';

/** The test SMTP server lives as long as the run, in the main process the server mails to. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailSink(e2eMailEnv());
}
