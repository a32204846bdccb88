import { describe, expect, test } from 'vitest';
import { parseSiteCreateArgs } from './site-create-args';

describe('site:create arguments', () => {
  test('reads the host, title, template and owner email; hosts are lower-cased without repeats', () => {
    expect(
      parseSiteCreateArgs([
        '--host',
        'Example.TEST',
        '--host',
        'www.example.test',
        '--host',
        'example.test',
        '--title',
        ' My shop ',
        '--template',
        'blank',
        '--owner-email',
        'ada@example.com',
      ]),
    ).toEqual({
      kind: 'create',
      options: {
        title: 'My shop',
        hosts: ['example.test', 'www.example.test'],
        template: 'blank',
        ownerEmail: 'ada@example.com',
      },
    });
  });

  test('the template defaults to blank and the owner to none named', () => {
    expect(parseSiteCreateArgs(['--host=shop.test', '--title=Shop'])).toEqual({
      kind: 'create',
      options: { title: 'Shop', hosts: ['shop.test'], template: 'blank', ownerEmail: null },
    });
  });

  test('lists every problem at once: no host, no title, unknown template, bad email', () => {
    expect(parseSiteCreateArgs(['--template', 'portfolio', '--owner-email', 'nobody'])).toEqual({
      kind: 'invalid',
      problems: [
        '--title is required.',
        '--host is required.',
        'Choose a starting template: blank.',
        '--owner-email nobody is not an email address.',
      ],
    });
  });

  test('a host with a scheme, a port or bad characters is refused in the words the editor uses', () => {
    const result = parseSiteCreateArgs([
      '--title',
      'Shop',
      '--host',
      'https://shop.test/',
      '--host',
      'shop.test:3000',
      '--host',
      'shop_1.test',
    ]);
    expect(result).toEqual({
      kind: 'invalid',
      problems: [
        '--host https://shop.test/: Enter the host name alone, like shop.example.com: no https://, port or path.',
        '--host shop.test:3000: Enter the host name alone, like shop.example.com: no https://, port or path.',
        '--host shop_1.test: shop_1.test is not a host name: use letters, digits and hyphens between dots, like shop.example.com.',
      ],
    });
  });

  test('an empty or too long title, and unknown options or positionals, are refused', () => {
    expect(parseSiteCreateArgs(['--host', 'a.test', '--title', '  '])).toEqual({
      kind: 'invalid',
      problems: ['Enter a title for the site.'],
    });
    expect(parseSiteCreateArgs(['--host', 'a.test', '--title', 'x'.repeat(201)])).toEqual({
      kind: 'invalid',
      problems: ['A site title has at most 200 characters.'],
    });
    const unknown = parseSiteCreateArgs(['--host', 'a.test', '--title', 'A', '--colour', 'red']);
    expect(unknown.kind === 'invalid' && unknown.problems[0]).toContain("'--colour'");
    const positional = parseSiteCreateArgs(['a.test']);
    expect(positional.kind).toBe('invalid');
    const missingValue = parseSiteCreateArgs(['--title']);
    expect(missingValue.kind === 'invalid' && missingValue.problems[0]).toContain('--title');
  });

  test('--help asks for the usage', () => {
    expect(parseSiteCreateArgs(['--help', '--host', 'x'])).toEqual({ kind: 'help' });
  });
});
