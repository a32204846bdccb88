import type { Redis } from 'ioredis';

/**
 * The Redis a process shares state through, when REDIS_URL is set (plugins/redis.ts opens it and
 * decorates the app with it as `app.redis`). Here, not in the plugin, so the modules and the limits
 * that take it need no import from plugins/.
 */
export interface SharedRedis {
  /** For commands. Never queues while disconnected: a call then fails at once and its caller's fallback runs. */
  client: Redis;
  /** A second connection in subscriber mode (Redis allows only SUBSCRIBE and friends on it). */
  subscriber: Redis;
  /** REDIS_KEY_PREFIX: put before every key and channel name. */
  keyPrefix: string;
}
