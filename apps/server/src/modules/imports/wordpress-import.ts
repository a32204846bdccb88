import { COLLECTION_TYPE, emptyPageDocument, IMPORT_KIND, SITE_ROLE } from '@plinth/contracts';
import { nowIso, writeTransaction } from '@plinth/db';
import { listCollections, type ContentActor } from '../content';
import { listSiteMembers } from '../members';
import { insertSitePage, publishSitePageIn, type SitePagesApp } from '../site-pages';
import type { ImportRunContext } from './import-context';
import { ImportFileError } from './import-file-error';
import { MediaFolder } from './media-folder';
import { findImportSource, saveImportSource } from './queries';
import { importWordpressItem, type WordpressTarget } from './wordpress-item';
import { scanWordpress } from './wordpress-scan';
import { readWxr } from './wxr-read';
import type { WxrChannel } from './wxr-model';

const SOURCE = IMPORT_KIND.wordpress;

/**
 * Imports a WordPress export: reads it through once (refusing a broken or hostile file before
 * anything is written), finds or makes the blog, then writes each post, page and attachment in its
 * own transaction, with its comments. Authors are matched to the site's members by email, else the
 * importing owner. Every item gets a line in the report.
 */
export async function importWordpress(run: ImportRunContext): Promise<void> {
  const scan = await scanWordpress(run.filePath);
  if (!run.userId)
    throw new ImportFileError('The site has no administrator to import as: add one in Settings, Members.');
  const pages: SitePagesApp = {
    db: run.deps.db,
    now: run.deps.now,
    passwordHashCost: run.deps.passwordHashCost,
  };
  const actor: ContentActor = { site: run.site, userId: run.userId, role: SITE_ROLE.ADMIN };
  const members = (await listSiteMembers(run.deps.db, run.site.id)).members;
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.userId]));
  const authors = new Map(
    [...scan.authors.values()].map((a) => [a.login, byEmail.get(a.email.toLowerCase()) ?? actor.userId]),
  );
  await run.setTotal(scan.total);
  const target: WordpressTarget = {
    run,
    pages,
    actor,
    collectionId: await chooseBlog(run, pages, actor, scan.channel),
    channelLink: scan.channel.link,
    authorOf: (login) => authors.get(login) ?? actor.userId,
    media: new MediaFolder(run.deps.db, run.deps.dataDir, run.site.id, run.options.mediaDir ?? null),
  };
  for await (const event of readWxr(run.filePath)) {
    if (event.kind !== 'item') continue;
    await importWordpressItem(target, event.item);
    await run.progress();
  }
}

/**
 * The blog posts go to: the one named by --collection, else the one an earlier import of this site
 * made, else one titled like the exported site, else a new one (published, so imported posts that
 * were public stay public; the owner adds it to the navigation).
 */
async function chooseBlog(
  run: ImportRunContext,
  pages: SitePagesApp,
  actor: ContentActor,
  channel: WxrChannel,
) {
  const blogs = (await listCollections(pages, run.site)).collections.filter(
    (c) => c.collectionType === COLLECTION_TYPE.blog,
  );
  if (run.options.collectionSlug) {
    const named = blogs.find((b) => b.slug === run.options.collectionSlug);
    if (!named)
      throw new ImportFileError(
        `The site has no blog at /${run.options.collectionSlug}. Create it from Pages (Add page, Blog) or leave the choice out.`,
      );
    return named.id;
  }
  const key = `blog:${channel.link || channel.title}`;
  const before = await findImportSource(run.deps.db.kysely, run.site.id, SOURCE, key);
  const made = before ? blogs.find((b) => b.id === before.subjectId) : undefined;
  if (made) return made.id;
  const title = channel.title.trim().slice(0, 200) || 'Blog';
  const same = blogs.find((b) => b.title.toLowerCase() === title.toLowerCase());
  if (same) return same.id;
  const id = await writeTransaction(run.deps.db, async (trx) => {
    const blogId = await insertSitePage(pages, trx, actor, {
      title,
      document: emptyPageDocument(),
      collectionType: COLLECTION_TYPE.blog,
    });
    await publishSitePageIn(pages, trx, actor, blogId, null);
    await saveImportSource(trx, {
      website_id: run.site.id,
      source_kind: SOURCE,
      source_key: key,
      subject_type: 'page',
      subject_id: blogId,
      created_at: nowIso(),
    });
    return blogId;
  });
  run.report.note({
    subject: 'blog',
    name: title,
    where: 'channel',
    reason: `The blog "${title}" was made for the posts; add it to the navigation from Pages.`,
  });
  return id;
}
