import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedRedis } from '../shared-redis';

/** A site's settings changed (`siteId`), or everything may have changed (`null`: a gap in the messages). */
export type InvalidationListener = (siteId: string | null) => void;

/**
 * Tells every process serving the database that a site changed, so each drops its cached copy. In one
 * process (no REDIS_URL) it is a plain in-process call; with Redis it is a pub/sub channel.
 */
export interface InvalidationBus {
  /** Runs this process's listeners at once, then tells the other processes. Never throws. */
  publish(siteId: string): Promise<void>;
  subscribe(listener: InvalidationListener): void;
  /**
   * Whether other processes' changes are reaching this one. While false (Redis away) caches keep
   * entries only briefly, so the process converges without the messages.
   */
  readonly live: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    invalidation: InvalidationBus;
  }
}

export const invalidationPlugin = fp(
  async (app) => {
    const bus = app.redis ? redisBus(app.redis, app.log) : localBus();
    app.decorate('invalidation', bus);
  },
  { name: 'invalidation', dependencies: ['redis'] },
);

function localBus(): InvalidationBus {
  const listeners: InvalidationListener[] = [];
  return {
    live: true,
    subscribe: (listener) => void listeners.push(listener),
    publish: async (siteId) => {
      for (const listener of listeners) listener(siteId);
    },
  };
}

/**
 * Messages are "<origin> <siteId>"; a process ignores its own (it ran its listeners when it published).
 * After the subscriber reconnects every listener gets `null`, because messages sent while it was away
 * are lost.
 */
function redisBus(redis: SharedRedis, log: FastifyBaseLogger): InvalidationBus {
  const channel = `${redis.keyPrefix}invalidate`;
  const origin = randomUUID();
  const listeners: InvalidationListener[] = [];
  const notify = (siteId: string | null) => {
    for (const listener of listeners) listener(siteId);
  };
  let everConnected = redis.subscriber.status === 'ready';
  redis.subscriber.on('ready', () => {
    if (everConnected) notify(null);
    everConnected = true;
  });
  redis.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const [sender, siteId] = message.split(' ');
    if (sender !== origin && siteId) notify(siteId);
  });
  // Queued until the subscriber connects; ioredis subscribes again after each reconnection.
  redis.subscriber
    .subscribe(channel)
    .catch((error: unknown) => log.warn({ err: error }, 'not subscribed to cache invalidation'));
  return {
    get live() {
      return redis.subscriber.status === 'ready';
    },
    subscribe: (listener) => void listeners.push(listener),
    publish: async (siteId) => {
      notify(siteId);
      try {
        await redis.client.publish(channel, `${origin} ${siteId}`);
      } catch (error) {
        log.warn({ err: error }, 'cache invalidation not sent to other processes');
      }
    },
  };
}
