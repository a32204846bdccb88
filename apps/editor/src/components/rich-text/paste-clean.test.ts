// @vitest-environment jsdom
import { richTextDocSchema } from '@plinth/contracts/schemas';
import { Editor } from '@tiptap/react';
import { describe, expect, test } from 'vitest';
import { cleanPastedHtml } from './paste-clean';
import { cleanRichText } from './rich-text-doc';
import { richTextExtensions } from './rich-text-extensions';

// jsdom has no ClipboardEvent; ProseMirror's pasteHTML makes one to paste through its own handlers.
if (typeof ClipboardEvent === 'undefined') {
  class ClipboardEventShim extends Event {
    readonly clipboardData = null;
  }
  Object.assign(globalThis, { ClipboardEvent: ClipboardEventShim });
}

describe('pasted HTML', () => {
  test('loses scripts and styles with their content, and every attribute the schema has no use for', () => {
    expect(
      cleanPastedHtml(
        '<p style="color:red" class="x" id="y" onclick="go()">Hi <a href="/a" title="t" target="_self" rel="x">a</a>' +
          '<a href="/b" target="_blank">b</a></p><script>alert(1)</script><style>p{}</style>' +
          '<ol type="a" start="4"><li>x</li></ol><ol start="-1"><li>y</li></ol>' +
          '<h2 class="rich-text-align-center other">c</h2><p class="rich-text-align-right">r</p>',
      ),
    ).toBe(
      '<p>Hi <a href="/a">a</a><a href="/b" target="_blank">b</a></p><ol start="4"><li>x</li></ol>' +
        '<ol><li>y</li></ol><h2>c</h2><p class="rich-text-align-right">r</p>',
    );
  });

  test('pasted into the field, only what the contracts schema allows survives', () => {
    const editor = new Editor({ extensions: richTextExtensions(), content: '<p></p>', injectCSS: false });
    editor.view.pasteHTML(
      '<h1>Title</h1><h5>Small</h5><p style="font-weight:700">Plain <span class="x">span</span> ' +
        '<a href="javascript:alert(1)">bad</a> <a href="ftp://x.example/f">ftp</a> ' +
        '<a href="https://ok.example" title="t" class="c">ok</a> <code>code</code></p>' +
        '<pre><code>block</code></pre><hr><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
        '<table><tr><td>cell</td></tr></table><ol type="i" start="3"><li>three</li></ol>',
    );
    const doc = cleanRichText(editor.getJSON());
    expect(richTextDocSchema.safeParse(doc).success).toBe(true);
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/javascript|ftp:|alert|"code"|codeBlock|horizontalRule|image|title|class/);
    expect(json).toContain('"href":"https://ok.example"');
    expect(json).toContain('{"type":"heading","attrs":{"level":1}');
    expect(json).toContain('"text":"cell"');
    expect(json).toContain('{"type":"orderedList","attrs":{"start":3}');
    // What the owner sees is what is saved: the editor's own JSON has nothing the cleaner removed.
    expect(JSON.stringify(editor.getJSON())).not.toMatch(/javascript|ftp:|"type":"i"/);
    editor.destroy();
  });
});
