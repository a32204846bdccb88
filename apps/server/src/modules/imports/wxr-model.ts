/** What a WordPress export (WXR) holds, as the import reads it. */

export interface WxrChannel {
  title: string;
  link: string;
  description: string;
}

export interface WxrAuthor {
  login: string;
  email: string;
  displayName: string;
}

/** A category or tag the channel declares (items name theirs too). */
export interface WxrTerm {
  kind: 'category' | 'tag';
  slug: string;
  name: string;
  parentSlug: string;
}

export interface WxrComment {
  id: string;
  parentId: string;
  author: string;
  email: string;
  url: string;
  /** wp:comment_date_gmt, as WordPress writes it ("2024-03-01 10:00:00"). */
  dateGmt: string;
  content: string;
  /** "1" approved, "0" pending, "spam", "trash". */
  approved: string;
}

export interface WxrItem {
  /** The line its <item> starts on. */
  line: number;
  /** Its position among the channel's items, from 1. */
  index: number;
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  /** wp:post_date_gmt ("0000-00-00 00:00:00" for a draft never published). */
  postDateGmt: string;
  postDate: string;
  slug: string;
  /** publish, draft, pending, future, private, trash, inherit (attachments), auto-draft. */
  status: string;
  /** post, page, attachment, nav_menu_item, … */
  postType: string;
  parentId: string;
  attachmentUrl: string;
  terms: { kind: 'category' | 'tag'; slug: string; name: string }[];
  comments: WxrComment[];
}

export type WxrEvent =
  | { kind: 'channel'; channel: WxrChannel }
  | { kind: 'author'; author: WxrAuthor }
  | { kind: 'term'; term: WxrTerm }
  | { kind: 'item'; item: WxrItem };
