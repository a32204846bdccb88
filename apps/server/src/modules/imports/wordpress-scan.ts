import { ImportFileError } from './import-file-error';
import type { WxrAuthor, WxrChannel } from './wxr-model';
import { readWxr } from './wxr-read';

export interface WxrScan {
  channel: WxrChannel;
  authors: Map<string, WxrAuthor>;
  /** Every <item>: each is reported, imported or not. */
  total: number;
}

/**
 * Reads the export through once before anything is written: refuses a broken or hostile file whole,
 * and gathers what items refer to (the channel, its authors) and how many items there are.
 */
export async function scanWordpress(path: string): Promise<WxrScan> {
  let channel: WxrChannel | null = null;
  const authors = new Map<string, WxrAuthor>();
  let total = 0;
  for await (const event of readWxr(path)) {
    if (event.kind === 'channel') channel = event.channel;
    else if (event.kind === 'author') authors.set(event.author.login, event.author);
    else if (event.kind === 'item') total += 1;
  }
  if (!channel) throw new ImportFileError('The file is not a WordPress export: it has no <channel>.');
  return { channel, authors, total };
}
