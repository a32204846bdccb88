import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions } from 'ioredis';
import type { SharedRedis } from '../shared-redis';

/** How long a process waits for Redis before a call counts as failed (each use decides what failing means). */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** Longest pause between reconnection attempts while Redis is away. */
const RECONNECT_MAX_DELAY_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when REDIS_URL is unset: then limits and caches live in this process alone. */
    redis: SharedRedis | null;
  }
}

/**
 * Every Redis call is bounded: a connection attempt gives up after REDIS_CONNECT_TIMEOUT_MS, a command
 * after REDIS_COMMAND_TIMEOUT_MS, a command is never retried on another connection attempt, and
 * nothing is queued while the connection is down (a queue would grow without bound during an outage).
 */
export function redisOptions(): RedisOptions {
  return {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, RECONNECT_MAX_DELAY_MS),
    lazyConnect: true,
  };
}

/**
 * Opens the two connections when REDIS_URL is set and closes them with the app. Start-up waits for
 * Redis at most REDIS_CONNECT_TIMEOUT_MS; if it is away, the process starts anyway and every use of
 * Redis takes its documented failure path until the connection comes back (docs/deployment.md).
 */
export const redisPlugin = fp(
  async (app) => {
    const settings = app.config.redis;
    if (!settings) {
      app.decorate('redis', null);
      return;
    }
    const client = watch(new Redis(settings.url, redisOptions()), 'commands', app.log);
    // The subscriber only ever sends SUBSCRIBE, so its queue holds at most that one command: it may wait
    // for the connection, and ioredis subscribes again after every reconnection.
    const subscriber = watch(
      new Redis(settings.url, {
        ...redisOptions(),
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      }),
      'subscriber',
      app.log,
    );
    app.decorate('redis', { client, subscriber, keyPrefix: settings.keyPrefix });
    app.addHook('onClose', async () => {
      client.disconnect();
      subscriber.disconnect();
    });
    const connected = await Promise.all([connectOnce(client), connectOnce(subscriber)]);
    if (connected.includes(false)) {
      app.log.warn(
        'Redis at REDIS_URL does not answer: starting anyway; sign-ins answer 503 and caches expire quickly until it does',
      );
    }
  },
  { name: 'redis' },
);

/** Logs an outage once (not on every reconnection attempt) and its end. */
function watch(redis: Redis, role: string, log: FastifyBaseLogger): Redis {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `Redis (${role}) is unavailable`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis (${role}) is available again`);
  });
  return redis;
}

async function connectOnce(redis: Redis): Promise<boolean> {
  try {
    // connect() rejects after connectTimeout; ioredis keeps reconnecting in the background after that.
    await redis.connect();
    return true;
  } catch {
    return false;
  }
}
