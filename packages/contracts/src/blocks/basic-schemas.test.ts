import { describe, expect, test } from 'vitest';
import { BASIC_BLOCK_SCHEMAS } from './basic-schemas';
import { BASIC_BLOCKS } from './basic-blocks';
import { LAYOUT_BLOCK_SCHEMAS } from './layout-schemas';
import { LAYOUT_BLOCKS } from './layout-blocks';
import { isDarkColour } from './layout-options';

const refused = (schema: { safeParse: (v: unknown) => { success: boolean } }, props: unknown) =>
  schema.safeParse(props).success === false;

describe('basic block props are strict and bounded', () => {
  const d = (type: keyof typeof BASIC_BLOCKS) => BASIC_BLOCKS[type].defaults();

  test('text: rich text JSON only, never HTML', () => {
    expect(refused(BASIC_BLOCK_SCHEMAS.text, { content: '<p onclick="x">hi</p>' })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.text, { content: { type: 'doc', content: [] } })).toBe(true);
  });

  test('button: a label, a valid link and known styles', () => {
    const s = BASIC_BLOCK_SCHEMAS.button;
    expect(refused(s, { ...d('button'), label: '' })).toBe(true);
    expect(refused(s, { ...d('button'), label: 'x'.repeat(201) })).toBe(true);
    expect(
      refused(s, { ...d('button'), link: { type: 'web', url: 'javascript:alert(1)', newWindow: false } }),
    ).toBe(true);
    expect(refused(s, { ...d('button'), style: 'ghost' })).toBe(true);
    expect(refused(s, { ...d('button'), alignment: 'justify' })).toBe(true);
    expect(
      s.safeParse({ ...d('button'), link: { type: 'page', pageId: 'p1', newWindow: true } }).success,
    ).toBe(true);
  });

  test('spacer and line: whole pixels within range', () => {
    expect(refused(BASIC_BLOCK_SCHEMAS.spacer, { height: 401 })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.spacer, { height: 7 })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.spacer, { height: 10.5 })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.horizontalRule, { ...d('horizontalRule'), thickness: 9 })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.horizontalRule, { ...d('horizontalRule'), style: 'double' })).toBe(
      true,
    );
  });

  test('heading: one line of text, levels 1 to 4 only', () => {
    expect(refused(BASIC_BLOCK_SCHEMAS.heading, d('heading'))).toBe(false);
    expect(refused(BASIC_BLOCK_SCHEMAS.heading, { ...d('heading'), level: '5' })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.heading, { ...d('heading'), level: 2 })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.heading, { ...d('heading'), text: ' ' })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.heading, { ...d('heading'), text: 'x'.repeat(301) })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.heading, { ...d('heading'), color: 'red' })).toBe(true);
  });

  test('quote and code: lengths and modes', () => {
    expect(refused(BASIC_BLOCK_SCHEMAS.quote, { ...d('quote'), text: 'x'.repeat(2001) })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.quote, { ...d('quote'), text: '   ' })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.code, { ...d('code'), mode: 'php' })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.code, { ...d('code'), code: 'x'.repeat(50_001) })).toBe(true);
    expect(refused(BASIC_BLOCK_SCHEMAS.code, { ...d('code'), displaySource: 'yes' })).toBe(true);
    // Stored as given: the renderer makes it inert.
    expect(
      BASIC_BLOCK_SCHEMAS.code.safeParse({ ...d('code'), code: '<script>alert(1)</script>' }).success,
    ).toBe(true);
  });

  test('embed: stored as pasted, bounded', () => {
    const s = BASIC_BLOCK_SCHEMAS.embed;
    expect(
      s.safeParse({ ...d('embed'), source: '<iframe src="https://x.example"></iframe><script>x</script>' })
        .success,
    ).toBe(true);
    expect(refused(s, { ...d('embed'), source: 'x'.repeat(20_001) })).toBe(true);
    expect(refused(s, { ...d('embed'), aspectRatio: '21:9' })).toBe(true);
  });

  test('accordion: 1 to 50 items, each titled with rich text', () => {
    const s = BASIC_BLOCK_SCHEMAS.accordion;
    const item = { title: 'Q', content: JSON.stringify({ type: 'doc', content: [] }) };
    expect(s.safeParse({ ...d('accordion'), items: [item] }).success).toBe(true);
    expect(refused(s, { ...d('accordion'), items: [] })).toBe(true);
    expect(refused(s, { ...d('accordion'), items: Array.from({ length: 51 }, () => item) })).toBe(true);
    expect(refused(s, { ...d('accordion'), items: [{ ...item, content: '<b>x</b>' }] })).toBe(true);
    expect(refused(s, { ...d('accordion'), items: [{ ...item, title: '' }] })).toBe(true);
  });

  test('menu: named dishes, bounded text, one or two columns', () => {
    const s = BASIC_BLOCK_SCHEMAS.menu;
    const dish = { section: '', name: 'Tea', description: '', price: '2' };
    expect(s.safeParse({ items: [dish], columns: 2 }).success).toBe(true);
    expect(refused(s, { items: [{ ...dish, name: '' }], columns: 1 })).toBe(true);
    expect(refused(s, { items: [{ ...dish, price: 'x'.repeat(41) }], columns: 1 })).toBe(true);
    expect(refused(s, { items: [dish], columns: 3 })).toBe(true);
    expect(refused(s, { items: Array.from({ length: 151 }, () => dish), columns: 1 })).toBe(true);
  });

  test('social links: known networks, safe URLs, email only as mailto:', () => {
    const s = BASIC_BLOCK_SCHEMAS.socialLinks;
    const ok = (links: unknown[]) => s.safeParse({ ...d('socialLinks'), links }).success;
    expect(ok([{ network: 'email', url: 'mailto:hi@example.com' }])).toBe(true);
    expect(ok([{ network: 'myspace', url: 'https://example.com' }])).toBe(false);
    expect(ok([{ network: 'x', url: 'javascript:alert(1)' }])).toBe(false);
    expect(ok([{ network: 'x', url: 'mailto:hi@example.com' }])).toBe(false);
    expect(ok([{ network: 'email', url: 'https://example.com' }])).toBe(false);
    expect(ok(Array.from({ length: 21 }, () => ({ network: 'x', url: 'https://x.com/a' })))).toBe(false);
  });

  test('map: an address, zoom 1 to 20, known providers', () => {
    const s = BASIC_BLOCK_SCHEMAS.map;
    expect(refused(s, { ...d('map'), address: '' })).toBe(true);
    expect(refused(s, { ...d('map'), zoom: 21 })).toBe(true);
    expect(refused(s, { ...d('map'), provider: 'bing' })).toBe(true);
    expect(refused(s, { ...d('map'), height: 2000 })).toBe(true);
  });
});

describe('layout block props', () => {
  const columns = LAYOUT_BLOCKS.columns.defaults();
  const section = LAYOUT_BLOCKS.section.defaults();

  test('columns: 2 to 4, a width preset that fits the count', () => {
    const s = LAYOUT_BLOCK_SCHEMAS.columns;
    expect(s.safeParse({ ...columns, count: 2, widths: '1-2' }).success).toBe(true);
    expect(s.safeParse({ ...columns, count: 3, widths: '1-2-1' }).success).toBe(true);
    expect(s.safeParse({ ...columns, count: 4, widths: 'equal' }).success).toBe(true);
    const misfit = s.safeParse({ ...columns, count: 3, widths: '1-2' });
    expect(misfit.error?.issues[0]?.message).toBe('1-2 is not one of the expected options for 3 columns');
    expect(refused(s, { ...columns, count: 5 })).toBe(true);
    expect(refused(s, { ...columns, count: 1 })).toBe(true);
    expect(refused(s, { ...columns, gap: 'huge' })).toBe(true);
  });

  test('section: background only as #rrggbb, image only as a file id', () => {
    const s = LAYOUT_BLOCK_SCHEMAS.section;
    expect(s.safeParse({ ...section, background: '' }).success).toBe(true);
    expect(s.safeParse({ ...section, backgroundImageId: 'f123' }).success).toBe(true);
    for (const background of ['red', '#fff', 'url(javascript:alert(1))', '#12345g', '#123456;color:red'])
      expect(refused(s, { ...section, background }), background).toBe(true);
    expect(refused(s, { ...section, backgroundImageId: '../x' })).toBe(true);
    expect(refused(s, { ...section, overlay: 95 })).toBe(true);
    expect(refused(s, { ...section, textColor: 'blue' })).toBe(true);
  });

  test('the dark-colour rule: luma under 0.65 of 256', () => {
    expect(isDarkColour('#2c4a3f')).toBe(true);
    expect(isDarkColour('#faf8f5')).toBe(false);
    // 166 is under 166.4, 167 is not.
    expect(isDarkColour('#a6a6a6')).toBe(true);
    expect(isDarkColour('#a7a7a7')).toBe(false);
    expect(isDarkColour('blue')).toBeNull();
  });
});
