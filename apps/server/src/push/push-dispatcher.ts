// Sends a push notification to guests that allowed it (spec §4 push: the
// project's push active and a subscription of the guest) and forgets
// subscriptions the push service no longer knows (404/410).
import type { GuestRepository } from '../guests/guest.repository.ts';
import { parsePushSubscription, type PushMessage, type PushSender } from './push-sender.ts';

export interface PushTally {
  sent: number;
  gone: number;
  failed: number;
}

export class PushDispatcher {
  /** Sends in flight (tests and shutdown wait for them). */
  readonly #pending = new Set<Promise<unknown>>();

  constructor(
    private readonly sender: PushSender,
    private readonly guests: GuestRepository,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  get publicKey(): string {
    return this.sender.publicKey;
  }

  /** Sends in the background; the caller does not wait for the push services. */
  dispatch(
    projectId: string,
    userIds: readonly string[],
    message: (userId: string) => PushMessage,
  ) {
    const work = this.send(projectId, userIds, message).catch((err: unknown) => {
      this.log.warn({ err, project: projectId }, 'Push notifications not sent');
    });
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** Of `userIds`, those who allowed push and have a subscription: who a push can reach. */
  async reachable(projectId: string, userIds: readonly string[]): Promise<string[]> {
    const stored = await this.guests.registrationsOf(projectId, userIds);
    return stored
      .filter(
        ({ registrations }) =>
          registrations.push.permission &&
          parsePushSubscription(registrations.push.registrationToken) !== undefined,
      )
      .map(({ userId }) => userId);
  }

  /** Resolves when every send started so far has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  async send(
    projectId: string,
    userIds: readonly string[],
    message: (userId: string) => PushMessage,
  ): Promise<PushTally> {
    const tally: PushTally = { sent: 0, gone: 0, failed: 0 };
    const stored = await this.guests.registrationsOf(projectId, userIds);
    const sendOne = async ({ userId, registrations }: (typeof stored)[number]) => {
      if (!registrations.push.permission) return;
      const subscription = parsePushSubscription(registrations.push.registrationToken);
      if (!subscription) return;
      const outcome = await this.sender.send(subscription, message(userId));
      tally[outcome] += 1;
      if (outcome === 'gone') {
        const { registrationToken: _gone, ...push } = registrations.push;
        await this.guests.setRegistrations(projectId, userId, { ...registrations, push });
      }
    };
    // 20 at a time: a broadcast must not open thousands of sockets at once.
    for (let i = 0; i < stored.length; i += 20) {
      await Promise.all(stored.slice(i, i + 20).map(sendOne));
    }
    return tally;
  }
}
