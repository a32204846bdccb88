import { describe, expect, test, vi } from 'vitest';
import type { SiteUserSession } from './service';
import { createVisitor } from './visitor';

const session: SiteUserSession = {
  id: 's1',
  xsrfToken: 'x',
  remember: false,
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada', language: null },
};

describe('createVisitor (no Fastify needed)', () => {
  test('without a session cookie there is no lookup and no customer', async () => {
    const findSession = vi.fn(async () => session);
    const visitor = createVisitor({ cartToken: 'tok', sessionSecret: undefined, findSession });
    expect(await visitor.forCart()).toEqual({ token: 'tok', siteUserId: null });
    expect(await visitor.session()).toBeNull();
    expect(findSession).not.toHaveBeenCalled();
  });

  test('the session is looked up on first use only, however many ask (even at once)', async () => {
    const findSession = vi.fn(async () => session);
    const visitor = createVisitor({ cartToken: undefined, sessionSecret: 'secret', findSession });
    expect(findSession).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([visitor.session(), visitor.forCart()]);
    expect(a).toBe(session);
    expect(b).toEqual({ token: undefined, siteUserId: 'u1' });
    expect(await visitor.session()).toBe(session);
    expect(findSession).toHaveBeenCalledTimes(1);
    expect(findSession).toHaveBeenCalledWith('secret');
  });

  test('forget() makes the next use look again (after sign-in or sign-out changed the session)', async () => {
    const findSession = vi.fn<(secret: string) => Promise<SiteUserSession | null>>();
    findSession.mockResolvedValueOnce(session).mockResolvedValueOnce(null);
    const visitor = createVisitor({ cartToken: undefined, sessionSecret: 'secret', findSession });
    expect((await visitor.forCart()).siteUserId).toBe('u1');
    visitor.forget();
    expect((await visitor.forCart()).siteUserId).toBeNull();
    expect(findSession).toHaveBeenCalledTimes(2);
  });

  test('a failed lookup is not remembered', async () => {
    const findSession = vi.fn<(secret: string) => Promise<SiteUserSession | null>>();
    findSession.mockRejectedValueOnce(new Error('database away')).mockResolvedValueOnce(session);
    const visitor = createVisitor({ cartToken: undefined, sessionSecret: 'secret', findSession });
    await expect(visitor.session()).rejects.toThrow('database away');
    expect(await visitor.session()).toBe(session);
  });
});
