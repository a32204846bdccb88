import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { lazyRequestLogger as factory } from '../src/lazy-request-logger';

const lazyRequestLogger = (parent: pino.Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions) =>
  factory.call({} as FastifyInstance, parent, bindings, options, {} as never) as pino.Logger;

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level }, stream);
  let children = 0;
  // Counts the children made from the parent itself (a grandchild is made from a child).
  const parent = new Proxy(logger, {
    get(target, key, receiver) {
      if (key !== 'child') return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<typeof target.child>) => {
        children += 1;
        return target.child(...args);
      };
    },
  });
  return { parent, lines, children: () => children };
}

describe('the lazy request logger', () => {
  test('makes no child while nothing is logged at an enabled level', () => {
    const { parent, lines, children } = capture('warn');
    const log = lazyRequestLogger(parent, { reqId: 'req-1' }, {});
    log.info('not shown');
    log.debug({ a: 1 }, 'not shown');
    expect(log.isLevelEnabled('warn')).toBe(true);
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.level).toBe('warn');
    expect(lines).toEqual([]);
    expect(children()).toBe(0);
  });

  test('lines carry the request id, from one child made on first use', async () => {
    const { parent, lines, children } = capture('warn');
    const log = lazyRequestLogger(parent, { reqId: 'req-2' }, {});
    log.warn('first');
    log.error({ code: 7 }, 'second');
    log.child({ part: 'x' }).fatal('third');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['first', 'req-2'],
      ['second', 'req-2'],
      ['third', 'req-2'],
    ]);
    expect(lines[1]).toMatchObject({ code: 7 });
    expect(lines[2]).toMatchObject({ part: 'x' });
    expect(children()).toBe(1);
  });

  test('a route level or serializers make the child at once', () => {
    const { parent, children } = capture('warn');
    lazyRequestLogger(parent, { reqId: 'req-3' }, { level: 'debug' });
    expect(children()).toBe(1);
  });
});
