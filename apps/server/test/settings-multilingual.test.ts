import type { ApiError, LanguageOptions } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp, signedInOwner, Visitor } from './fixtures/create-test-app';

interface LanguageEntry {
  code: string;
  name: string;
  nativeName: string;
  isDefault: boolean;
  enabled: boolean;
}
interface Settings {
  defaultLanguage: string;
  languages: LanguageEntry[];
  connected: boolean;
}

describe.each(testEngines())('multilingual settings on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  function putLanguages(languages: unknown) {
    return owner.request({ method: 'PUT', url: '/api/multilingual/languages', json: { languages } });
  }

  test('a new site has its one language and is not connected', async () => {
    const settings = await owner.get('/api/multilingual/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({
      defaultLanguage: 'en-US',
      languages: [
        {
          code: 'en-US',
          name: 'English (United States)',
          nativeName: 'English (US)',
          isDefault: true,
          enabled: true,
        },
      ],
      connected: false,
    });
    expect((await owner.get('/api/multilingual/status')).json()).toEqual({
      connected: false,
      languageCount: 1,
      defaultLanguage: 'en-US',
    });
  });

  test("lists every supported language with the site's own marked", async () => {
    const { languages } = (await owner.get('/api/multilingual/languages')).json<LanguageOptions>();
    expect(languages).toHaveLength(18);
    expect(languages[0]).toMatchObject({ code: 'en-US', isDefault: true, enabled: true });
    expect(languages.find((l) => l.code === 'ja-JP')).toEqual({
      code: 'ja-JP',
      name: 'Japanese',
      nativeName: '日本語',
      isDefault: false,
      enabled: false,
    });
  });

  test('saving languages changes the default, <html lang> and the status', async () => {
    const response = await putLanguages([
      { code: 'en-US', isDefault: false },
      { code: 'fr-CA', isDefault: true },
      { code: 'de-DE', isDefault: false, enabled: false },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Settings>();
    expect(saved.defaultLanguage).toBe('fr-CA');
    expect(saved.languages.map((l) => [l.code, l.isDefault])).toEqual([
      ['fr-CA', true],
      ['en-US', false],
    ]);
    expect(saved.connected).toBe(true);
    expect((await owner.get('/api/multilingual/settings')).json()).toEqual(saved);
    expect((await owner.get('/api/multilingual/status')).json()).toEqual({
      connected: true,
      languageCount: 2,
      defaultLanguage: 'fr-CA',
    });
    expect((await new Visitor(t.app).get('/shop')).body).toContain('<html lang="fr-CA">');
  });

  test('disconnecting keeps only the default language', async () => {
    const response = await owner.request({ method: 'DELETE', url: '/api/multilingual/connection' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toMatchObject({ defaultLanguage: 'fr-CA', connected: false });
    expect(response.json<Settings>().languages.map((l) => l.code)).toEqual(['fr-CA']);
    expect((await owner.get('/api/multilingual/status')).json()).toMatchObject({
      connected: false,
      languageCount: 1,
    });
    expect((await putLanguages([{ code: 'en-US', isDefault: true }])).statusCode).toBe(200);
    expect((await new Visitor(t.app).get('/')).body).toContain('<html lang="en-US">');
  });

  test.each([
    [
      'an unknown language',
      [{ code: 'xx-YY', isDefault: true }],
      'MULTILINGUAL_UNKNOWN_LANGUAGE',
      '"xx-YY" is not one of the expected options',
    ],
    [
      'no default',
      [{ code: 'en-US' }, { code: 'fr-FR' }],
      'MULTILINGUAL_LANGUAGES_INVALID',
      'Choose exactly one default language.',
    ],
    [
      'two defaults',
      [
        { code: 'en-US', isDefault: true },
        { code: 'fr-FR', isDefault: true },
      ],
      'MULTILINGUAL_LANGUAGES_INVALID',
      'Choose exactly one default language.',
    ],
    [
      'a language twice',
      [{ code: 'en-US', isDefault: true }, { code: 'en-US' }],
      'MULTILINGUAL_LANGUAGES_INVALID',
      'en-US is listed more than once.',
    ],
    [
      'a default turned off',
      [{ code: 'en-US', isDefault: true, enabled: false }],
      'MULTILINGUAL_LANGUAGES_INVALID',
      'The default language cannot be turned off.',
    ],
    ['an empty list', [], 'INVALID_REQUEST', 'languages'],
    ['a code that is not a string', [{ code: 7, isDefault: true }], 'INVALID_REQUEST', 'languages.0.code'],
  ])('refuses %s with a 400', async (_name, languages, code, message) => {
    const response = await putLanguages(languages);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect(response.json<ApiError>().message).toContain(message);
    expect((await owner.get('/api/multilingual/status')).json()).toMatchObject({ defaultLanguage: 'en-US' });
  });

  test('writes need the crumb and a session', async () => {
    const noCrumb = await owner.request({
      method: 'DELETE',
      url: '/api/multilingual/connection',
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    const visitor = new Visitor(t.app);
    await visitor.visit();
    expect((await visitor.get('/api/multilingual/settings')).statusCode).toBe(401);
    const write = await visitor.request({
      method: 'PUT',
      url: '/api/multilingual/languages',
      json: { languages: [{ code: 'fr-FR', isDefault: true }] },
    });
    expect(write.statusCode).toBe(401);
  });
});
