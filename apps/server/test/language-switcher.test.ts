import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { offerLanguages } from './fixtures/site-user-visitor';

/** The footer form's post, as a browser without JavaScript sends it (the crumb as a field). */
function choose(v: Visitor, language: string, returnTo = '/shop', crumb = v.cookies.get('crumb') ?? '') {
  return v.request({ method: 'POST', url: '/language', form: { crumb, language, returnTo }, crumb: 'omit' });
}

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe.each(testEngines())('the storefront language switcher on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });

  test('a site with only its default language shows no switcher', async () => {
    const page = await new Visitor(t.app).get('/shop');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('class="language-switcher"');
    expect(htmlLang(page.body)).toBe('en-US');
  });

  test('offers the site’s languages, remembers the choice, and never leaks it to another visitor', async () => {
    await offerLanguages(t.app, ['en-US', 'fr-FR', 'de-DE']);
    const visitor = new Visitor(t.app);
    const first = await visitor.get('/shop');
    expect(first.body).toContain('<form class="language-switcher" method="post" action="/language">');
    expect(first.body).toContain('<option value="en-US" lang="en-US" selected>English (US)</option>');
    expect(first.body).toContain('<option value="fr-FR" lang="fr-FR">Français (France)</option>');
    // Counted in the switcher's own form: the shop's sort and filter menus have options too.
    const switcher = /<form class="language-switcher"[\s\S]*?<\/form>/.exec(first.body)?.[0] ?? '';
    expect(switcher.match(/<option value=/g)).toHaveLength(3);
    expect(first.body).toContain(`name="crumb" value="${visitor.cookies.get('crumb')}"`);

    const chosen = await choose(visitor, 'fr-FR');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/shop');
    expect(visitor.cookies.get('plinth_language')).toBe('fr-FR');

    const french = await visitor.get('/shop');
    expect(htmlLang(french.body)).toBe('fr-FR');
    expect(french.body).toContain('<option value="fr-FR" lang="fr-FR" selected>Français (France)</option>');
    // The text stays the default language's: Plinth has no translations yet.
    expect(french.body).toContain('Shop');

    // The same path, cached for the French visitor, is still English for everyone else.
    const other = await new Visitor(t.app).get('/shop');
    expect(htmlLang(other.body)).toBe('en-US');
    expect(other.body).toContain('<option value="en-US" lang="en-US" selected>English (US)</option>');

    // Back to the default language forgets the choice.
    await choose(visitor, 'en-US', '/');
    expect(visitor.cookies.get('plinth_language') ?? '').toBe('');
    expect(htmlLang((await visitor.get('/shop')).body)).toBe('en-US');
    await offerLanguages(t.app, ['en-US']);
  });

  test('a language the site does not offer is not remembered; a cookie set by hand is ignored', async () => {
    await offerLanguages(t.app, ['en-US', 'fr-FR']);
    const visitor = new Visitor(t.app);
    await visitor.get('/');
    const refused = await choose(visitor, 'ja-JP', 'https://elsewhere.example/');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/');
    expect(visitor.cookies.get('plinth_language') ?? '').toBe('');
    visitor.cookies.set('plinth_language', 'ja-JP');
    expect(htmlLang((await visitor.get('/')).body)).toBe('en-US');
    await offerLanguages(t.app, ['en-US']);
  });

  test('the restock form sends the chosen language with a sign-up (the spec: "when a translation widget is present")', async () => {
    await offerLanguages(t.app, ['en-US', 'fr-FR']);
    const owner = await signedInOwner(t.app);
    const put = await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/restock',
      json: { enabled: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const visitor = new Visitor(t.app);
    await visitor.get('/');
    const english = (await visitor.get('/shop/p/linen-shirt')).body;
    expect(english).toContain('"mailingListSignUpEnabled"');
    expect(english).not.toContain('"language":"fr-FR"');
    await choose(visitor, 'fr-FR', '/shop/p/linen-shirt');
    expect((await visitor.get('/shop/p/linen-shirt')).body).toContain('"language":"fr-FR"');
    expect((await new Visitor(t.app).get('/shop/p/linen-shirt')).body).not.toContain('"language":"fr-FR"');
    await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/restock',
      json: { enabled: false },
    });
    await offerLanguages(t.app, ['en-US']);
  });

  test('refuses a post without the crumb before reading it', async () => {
    await offerLanguages(t.app, ['en-US', 'fr-FR']);
    const visitor = new Visitor(t.app);
    await visitor.get('/');
    const refused = await choose(visitor, 'fr-FR', '/', 'not-the-crumb');
    expect(refused.statusCode).toBe(403);
    expect(visitor.cookies.get('plinth_language')).toBeUndefined();
    await offerLanguages(t.app, ['en-US']);
  });
});
