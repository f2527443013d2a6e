import { API_PATHS } from '@marketpult/shared/api-paths';
import { signUpResultSchema } from '@marketpult/shared/contracts/sign-up-result';
import { md5Hex } from '../../src/modules/md5/md5';
import { HttpClient } from '../helpers/http-client';

const PASSWORD = 'Zx7-kettle-Ладога';

export interface LoadOutcome {
  /** Addresses whose registration answered retval 0: the server promised they exist. */
  acknowledged: string[];
  /** Addresses whose request got no answer (the process died under it): may or may not exist. */
  unanswered: string[];
  /** Anything else: an HTTP error or another retval. The load should see none. */
  unexpected: string[];
}

export interface LoadOptions {
  baseUrl: string;
  /** The callback URL every registration sends; its origin must be in the server's PUBLIC_URL. */
  callbackUrl: string;
  /** Concurrent clients, each registering one address after another. */
  clients: number;
  /** Distinguishes the addresses of two runs on one database. */
  tag: string;
  /** Called after each acknowledged registration with the count so far. */
  onAcknowledged?: (count: number) => void;
  /** Hard bound on registrations, in case the server never goes away. */
  maxRegistrations: number;
}

/**
 * Registrations from `clients` concurrent browser-like clients over HTTP, one after another,
 * until the server stops answering (it was killed) or `maxRegistrations` were sent. Every
 * registration comes from its own address (X-Forwarded-For; the server runs with
 * TRUST_PROXY=1), as a crowd of sellers would, so the per-IP limit never answers.
 */
export class RegistrationLoad {
  /** Registrations sent and not answered yet. */
  inFlight = 0;
  private started = 0;
  private stopped = false;
  private readonly outcome: LoadOutcome = { acknowledged: [], unanswered: [], unexpected: [] };

  constructor(private readonly options: LoadOptions) {}

  async run(): Promise<LoadOutcome> {
    await Promise.all(
      Array.from({ length: this.options.clients }, (_, index) => this.client(index)),
    );
    return this.outcome;
  }

  private async client(index: number): Promise<void> {
    const { options, outcome } = this;
    const http = new HttpClient(options.baseUrl);
    while (!this.stopped && this.started < options.maxRegistrations) {
      this.started += 1;
      const number = this.started;
      const email = `crash-${options.tag}-${index}-${number}@example.com`;
      this.inFlight += 1;
      try {
        const response = await http.post(
          API_PATHS.registration,
          {
            username: email,
            usermail: email,
            pass: PASSWORD,
            pass_hash: md5Hex(PASSWORD),
            userphone: '+7 999 123-45-67',
            simple: false,
            callback_url: options.callbackUrl,
            portal: 'marketpult',
          },
          `2001:db8::${number.toString(16)}`,
        );
        const result = signUpResultSchema.safeParse(response.body);
        if (response.status === 200 && result.success && result.data.retval === 0) {
          outcome.acknowledged.push(email);
          options.onAcknowledged?.(outcome.acknowledged.length);
        } else {
          outcome.unexpected.push(
            `${email}: HTTP ${response.status} ${JSON.stringify(response.body)}`,
          );
        }
      } catch {
        // The connection broke: the process was killed while this request was in it.
        outcome.unanswered.push(email);
        this.stopped = true;
      } finally {
        this.inFlight -= 1;
      }
    }
  }
}
