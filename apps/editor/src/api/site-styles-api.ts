import { SITE_STYLES_PATHS, type SiteFont, type SiteStyles } from '@plinth/contracts';
import { siteFontListSchema, siteStylesSchema } from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const { styles: STYLES, fonts: FONTS } = SITE_STYLES_PATHS;

export async function getSiteStyles(signal?: AbortSignal): Promise<SiteStyles> {
  return checkedAnswer(siteStylesSchema, await ownerFetch<unknown>(STYLES, { signal }), `GET ${STYLES}`);
}

export async function saveSiteStyles(value: SiteStyles): Promise<SiteStyles> {
  const answer = await ownerFetch<unknown>(STYLES, {
    method: 'PUT',
    json: { fonts: value.fonts, colors: value.colors, blockSpacing: value.blockSpacing },
  });
  return checkedAnswer(siteStylesSchema, answer, `PUT ${STYLES}`);
}

export async function listSiteFonts(signal?: AbortSignal): Promise<SiteFont[]> {
  const answer = checkedAnswer(
    siteFontListSchema,
    await ownerFetch<unknown>(FONTS, { signal }),
    `GET ${FONTS}`,
  );
  return answer.fonts;
}
