import { IMPORT_LIMITS } from '@plinth/contracts';
import { SaxesParser, type SaxesTag } from 'saxes';
import { ImportFileError } from './import-file-error';
import { detectEncoding, findDeclaredXmlEncoding, readText } from './text-encoding';
import type { WxrComment, WxrEvent, WxrItem } from './wxr-model';

/** Elements inside elements: WXR is about six deep; far deeper is a hostile file. */
const MAX_DEPTH = 64;

/**
 * The events of a WordPress export, streamed: channel details, authors, terms and items (with their
 * categories, tags and comments) as each one ends, so memory holds one item at a time. The parser
 * never expands entities beyond XML's five, and a DOCTYPE that declares entities or points outside
 * the file (XXE, "billion laughs") is refused before anything is read. Bad XML is an ImportFileError
 * naming the line and column.
 */
export async function* readWxr(path: string): AsyncGenerator<WxrEvent> {
  const encoding = await detectEncoding(path, await findDeclaredXmlEncoding(path));
  if (!encoding.ok) throw new ImportFileError(encoding.message);
  const reader = new WxrReader();
  for await (const chunk of readText(path, encoding.encoding, encoding.bomBytes)) {
    reader.write(chunk);
    yield* reader.take();
  }
  reader.close();
  yield* reader.take();
  if (!reader.sawRss)
    throw new ImportFileError(
      'The file is not a WordPress export: it has no <rss> element. Export it again from WordPress (Tools, Export).',
    );
}

/** The fields of an item that hold text. */
type ItemTextField = { [K in keyof WxrItem]: WxrItem[K] extends string ? K : never }[keyof WxrItem];

/** The names inside an <item> whose text the import keeps. */
const ITEM_FIELDS: Record<string, ItemTextField> = {
  title: 'title',
  link: 'link',
  guid: 'guid',
  pubDate: 'pubDate',
  'dc:creator': 'creator',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_id': 'postId',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_date': 'postDate',
  'wp:post_name': 'slug',
  'wp:status': 'status',
  'wp:post_type': 'postType',
  'wp:post_parent': 'parentId',
  'wp:attachment_url': 'attachmentUrl',
};

const COMMENT_FIELDS: Record<string, keyof WxrComment> = {
  'wp:comment_id': 'id',
  'wp:comment_parent': 'parentId',
  'wp:comment_author': 'author',
  'wp:comment_author_email': 'email',
  'wp:comment_author_url': 'url',
  'wp:comment_date_gmt': 'dateGmt',
  'wp:comment_content': 'content',
  'wp:comment_approved': 'approved',
};

class WxrReader {
  private readonly parser = new SaxesParser({ position: true });
  private readonly events: WxrEvent[] = [];
  private readonly stack: string[] = [];
  private text = '';
  private item: WxrItem | null = null;
  private comment: WxrComment | null = null;
  private fields: Record<string, string> = {};
  private readonly channel: Record<string, string> = {};
  private channelSent = false;
  private itemCount = 0;
  private failure: Error | null = null;
  sawRss = false;

  constructor() {
    const p = this.parser;
    p.on('doctype', (doctype) => this.checkDoctype(doctype));
    p.on('opentag', (tag) => this.open(tag));
    p.on('closetag', (tag) => this.closeTag(tag.name));
    p.on('text', (text) => this.append(text));
    p.on('cdata', (text) => this.append(text));
    p.on('error', (error) => {
      this.failure ??= new ImportFileError(
        `Line ${p.line}, column ${p.column}: the file is not well-formed XML (${shortSaxesMessage(error.message)}).`,
      );
    });
  }

  write(chunk: string): void {
    this.guard(() => this.parser.write(chunk));
  }

  close(): void {
    this.guard(() => this.parser.close());
    this.flushChannel();
  }

  take(): WxrEvent[] {
    return this.events.splice(0);
  }

  private guard(step: () => void): void {
    if (this.failure) throw this.failure;
    try {
      step();
    } catch (error) {
      this.failure ??=
        error instanceof ImportFileError
          ? error
          : new ImportFileError(
              `Line ${this.parser.line}: ${error instanceof Error ? error.message : String(error)}`,
            );
    }
    if (this.failure) throw this.failure;
  }

  private checkDoctype(doctype: string): void {
    if (/<!ENTITY/i.test(doctype) || /\b(SYSTEM|PUBLIC)\b/.test(doctype)) {
      throw new ImportFileError(
        `Line ${this.parser.line}: the file's DOCTYPE declares entities or points to another file. A WordPress export has none; such a file is refused so it cannot read other files or expand without end.`,
      );
    }
  }

  private open(tag: SaxesTag): void {
    const { name } = tag;
    if (this.stack.length >= MAX_DEPTH)
      throw new ImportFileError(`Line ${this.parser.line}: elements are nested more than ${MAX_DEPTH} deep.`);
    if (this.stack.length === 0) {
      if (name !== 'rss')
        throw new ImportFileError(
          `Line ${this.parser.line}: the file is not a WordPress export: it starts with <${name}>, not <rss>.`,
        );
      this.sawRss = true;
    }
    this.stack.push(name);
    this.text = '';
    if (name === 'item' && this.parent() === 'channel') {
      this.itemCount += 1;
      this.item = emptyItem(this.parser.line, this.itemCount);
    } else if (name === 'wp:comment' && this.item) {
      this.comment = {
        id: '',
        parentId: '',
        author: '',
        email: '',
        url: '',
        dateGmt: '',
        content: '',
        approved: '',
      };
    } else if (name === 'category' && this.item) {
      this.fields = { domain: attribute(tag, 'domain'), nicename: attribute(tag, 'nicename') };
    } else if (['wp:author', 'wp:category', 'wp:tag'].includes(name) && this.parent() === 'channel') {
      this.fields = {};
    }
  }

  private parent(): string | undefined {
    return this.stack.at(-2);
  }

  private append(text: string): void {
    if (this.text.length + text.length > IMPORT_LIMITS.cellMaxChars) {
      throw new ImportFileError(
        `Line ${this.parser.line}: <${this.stack.at(-1) ?? ''}> holds more than ${IMPORT_LIMITS.cellMaxChars} characters.`,
      );
    }
    this.text += text;
  }

  private closeTag(name: string): void {
    const text = this.text;
    this.text = '';
    this.stack.pop();
    const parent = this.stack.at(-1);
    if (this.comment) {
      if (name === 'wp:comment') {
        this.item?.comments.push(this.comment);
        this.comment = null;
      } else if (COMMENT_FIELDS[name]) this.comment[COMMENT_FIELDS[name]] = text;
      return;
    }
    if (this.item) {
      this.closeInItem(name, parent, text, this.item);
      return;
    }
    if (parent === 'channel' && ['title', 'link', 'description'].includes(name))
      this.channel[name] = text.trim();
    else this.closeInChannel(name, parent, text);
  }

  private closeInItem(name: string, parent: string | undefined, text: string, item: WxrItem): void {
    if (name === 'item') {
      this.flushChannel();
      this.events.push({ kind: 'item', item });
      this.item = null;
      return;
    }
    if (parent !== 'item') return;
    if (name === 'category') {
      const kind =
        this.fields.domain === 'post_tag' ? 'tag' : this.fields.domain === 'category' ? 'category' : null;
      if (kind) item.terms.push({ kind, slug: this.fields.nicename ?? '', name: text.trim() });
      return;
    }
    const field = ITEM_FIELDS[name];
    if (field) item[field] = field === 'content' || field === 'excerpt' ? text : text.trim();
  }

  private closeInChannel(name: string, parent: string | undefined, text: string): void {
    if (parent === 'wp:author' || parent === 'wp:category' || parent === 'wp:tag') {
      this.fields[name] = text.trim();
      return;
    }
    const f = this.fields;
    if (name === 'wp:author' || name === 'wp:category' || name === 'wp:tag') this.flushChannel();
    if (name === 'wp:author') {
      this.events.push({
        kind: 'author',
        author: {
          login: f['wp:author_login'] ?? '',
          email: f['wp:author_email'] ?? '',
          displayName: f['wp:author_display_name'] ?? '',
        },
      });
    } else if (name === 'wp:category') {
      this.events.push({
        kind: 'term',
        term: {
          kind: 'category',
          slug: f['wp:category_nicename'] ?? '',
          name: f['wp:cat_name'] ?? '',
          parentSlug: f['wp:category_parent'] ?? '',
        },
      });
    } else if (name === 'wp:tag') {
      this.events.push({
        kind: 'term',
        term: { kind: 'tag', slug: f['wp:tag_slug'] ?? '', name: f['wp:tag_name'] ?? '', parentSlug: '' },
      });
    }
  }

  /** The channel's own fields come before its first author, term or item: sent once, before them. */
  private flushChannel(): void {
    if (this.channelSent) return;
    this.channelSent = true;
    const c = this.channel;
    this.events.push({
      kind: 'channel',
      channel: { title: c.title ?? '', link: c.link ?? '', description: c.description ?? '' },
    });
  }
}

function attribute(tag: SaxesTag, name: string): string {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : (value?.value ?? '');
}

function emptyItem(line: number, index: number): WxrItem {
  return {
    line,
    index,
    title: '',
    link: '',
    guid: '',
    pubDate: '',
    creator: '',
    content: '',
    excerpt: '',
    postId: '',
    postDateGmt: '',
    postDate: '',
    slug: '',
    status: '',
    postType: '',
    parentId: '',
    attachmentUrl: '',
    terms: [],
    comments: [],
  };
}

/** saxes prefixes its messages with the position ("3:12: "): the import names the line itself. */
function shortSaxesMessage(message: string): string {
  return message.replace(/^\d+:\d+: /, '');
}
