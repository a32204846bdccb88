import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
/** Fastify's logger is pino, which can say whether a level is on; another logger is taken as all on. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
type LevelName = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
const LEVELS = new Set<string | symbol>(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const noop = () => undefined;

/**
 * Fastify's `childLoggerFactory`: `request.log` as a stand-in that makes the real child logger (pino
 * serialises the request id binding into it) only when the request logs something. At the usual
 * LOG_LEVEL=warn most requests never log, and a child per request was about 2% of an add to cart.
 * Calls to a level the logger has turned off are no-ops, as pino's are; everything else (a log line,
 * `child`, `level`, `bindings`) goes to the real child, made on first use, so lines keep their reqId.
 */
export const lazyRequestLogger: ChildLoggerFactory = (parent: LevelAware, bindings, options) => {
  const isEnabled = (level: string) => parent.isLevelEnabled?.(level) ?? true;
  // A route with its own level or serializers gets its child at once (none does today).
  if (Object.keys(options).length > 0) return parent.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= parent.child(bindings, options));
  return new Proxy(parent, {
    get(_target, key) {
      if (!child && LEVELS.has(key)) {
        const level = key as LevelName;
        if (!isEnabled(level)) return noop;
        return (...args: Parameters<FastifyBaseLogger[LevelName]>) => real()[level](...args);
      }
      if (!child && key === 'child') return (b: Bindings, o?: object) => real().child(b, o);
      // Until a child exists its level is the parent's.
      if (!child && key === 'level') return parent.level;
      if (!child && key === 'isLevelEnabled') return isEnabled;
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, key, value) {
      return Reflect.set(real(), key, value);
    },
  });
};
