import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { LiveChange } from '../../plugins/live-hub';
import { anySubscription, audienceOf } from './audience';
import { deliver, type SendTo } from './deliver';
import { noteUnitTimes, startingSoon, unitNotices, type Notice } from './notices';

const SOON_EVERY_MS = 60_000;

/**
 * Turns committed changes into notifications. Every instance hears every change (the live
 * hub's NOTIFY) and every instance looks; the deliveries table lets one of them send each
 * notice to each subscription. Changes are gathered for a moment, so a burst of bumps of one
 * unit costs one look.
 */
export class PushNotifier {
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly sendTo: SendTo,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.enqueue(() => noteUnitTimes(this.db));
    this.soon = setInterval(() => this.enqueue(() => this.announceSoon()), SOON_EVERY_MS);
    this.soon.unref();
  }

  /** A change heard from the live hub: a unit's news, or a whole new games (its times noted afresh). */
  hear(change: LiveChange): void {
    if (change.topic === 'games') {
      this.enqueue(() => noteUnitTimes(this.db));
      return;
    }
    if (!change.topic.startsWith('unit:')) return;
    this.pending.add(change.topic.slice(5));
    this.timer ??= setTimeout(() => {
      this.timer = null;
      const codes = [...this.pending];
      this.pending.clear();
      this.enqueue(() => this.look(codes));
    }, 50);
  }

  /** Resolves when everything heard so far has been looked at and sent (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.timer || this.pending.size) await new Promise((r) => setTimeout(r, 20));
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.soon) clearInterval(this.soon);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
    await this.running;
  }

  private enqueue(task: () => Promise<void>): void {
    this.running = this.running.then(async () => {
      if (this.stopped) return;
      try {
        await task();
      } catch (err) {
        this.log.warn({ err }, 'push notifications: a change could not be looked at');
      }
    });
  }

  private async look(codes: string[]): Promise<void> {
    if (!(await anySubscription(this.db))) return;
    for (const code of codes) await this.send(await unitNotices(this.db, code));
  }

  private async announceSoon(): Promise<void> {
    if (!(await anySubscription(this.db))) return;
    await this.send(await startingSoon(this.db, new Date()));
  }

  private async send(notices: Notice[]): Promise<void> {
    for (const notice of notices) {
      const outcomes = await deliver(this.db, notice, await audienceOf(this.db, notice), this.sendTo);
      const gone = outcomes.filter((o) => o === 'gone').length;
      if (gone)
        this.log.info(
          { notice: notice.key, gone },
          'push subscriptions removed: the push service says they are gone',
        );
    }
  }
}
