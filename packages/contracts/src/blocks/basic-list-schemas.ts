import { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import {
  ALIGNMENTS,
  BASIC_LIMITS,
  MAP_PROVIDERS,
  MAP_STYLES,
  SIZES,
  SOCIAL_NETWORKS,
  SOCIAL_STYLES,
} from './basic-options';
import { richTextPropSchema } from './rich-text-schema';
import { intIn, visitorUrlSchema } from './prop-schemas';

/** Accordion (69): titled items, each opening on its rich text; <details> needs no script. */
const accordion = z
  .object({
    items: z
      .array(
        z
          .object({ title: z.string().trim().min(1).max(BASIC_LIMITS.label), content: richTextPropSchema })
          .strict(),
      )
      .min(1)
      .max(BASIC_LIMITS.accordionItems),
    openOneAtATime: z.boolean(),
    firstItemOpen: z.boolean(),
  })
  .strict();

/** Menu (18): a restaurant menu; items are grouped under their section's name, in order. */
const menu = z
  .object({
    items: z
      .array(
        z
          .object({
            section: z.string().max(BASIC_LIMITS.label),
            name: z.string().trim().min(1).max(BASIC_LIMITS.label),
            description: z.string().max(BASIC_LIMITS.menuDescription),
            price: z.string().max(BASIC_LIMITS.price),
          })
          .strict(),
      )
      .min(1)
      .max(BASIC_LIMITS.menuItems),
    columns: z.union([z.literal(1), z.literal(2)]),
  })
  .strict();

/** Social links (19/54). Email takes a mailto:, the others a web address. */
const socialLinks = z
  .object({
    links: z
      .array(
        z
          .object({ network: z.enum(SOCIAL_NETWORKS), url: visitorUrlSchema })
          .strict()
          .superRefine((link, ctx) => {
            const mail = /^mailto:/i.test(link.url);
            if (mail !== (link.network === 'email'))
              ctx.addIssue({
                code: 'custom',
                path: ['url'],
                message:
                  link.network === 'email'
                    ? 'Please enter a valid email'
                    : 'Links must be formatted as https://example.com or /page',
              });
          }),
      )
      .max(BASIC_LIMITS.socialLinks),
    style: z.enum(SOCIAL_STYLES),
    size: z.enum(SIZES),
    alignment: z.enum(ALIGNMENTS),
  })
  .strict();

/** Map (4): an address drawn as a static illustration, with a link out to a map service. */
const map = z
  .object({
    address: z.string().trim().min(1).max(BASIC_LIMITS.shortText),
    label: z.string().max(BASIC_LIMITS.shortText),
    zoom: intIn(BASIC_LIMITS.zoom),
    provider: z.enum(MAP_PROVIDERS),
    style: z.enum(MAP_STYLES),
    height: intIn(BASIC_LIMITS.mapHeight),
  })
  .strict();

export const BASIC_LIST_SCHEMAS = { accordion, menu, socialLinks, map } satisfies Record<
  string,
  z.ZodType<BlockProps>
>;
