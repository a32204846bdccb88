import { z } from 'zod';
import { AUTO_COLOUR, HEX_ALPHA_COLOUR_PATTERN, HEX_COLOUR_PATTERN } from './site-colours';
import { FONT_CATEGORIES, FONT_IDS } from './site-fonts';

/**
 * GET/PUT /api/site-styles and GET /api/site-styles/fonts (decision 0036). Colours are stored in
 * lower case, so the same colour is always the same text.
 */
const COLOUR_MESSAGE = 'must be a colour as # and six hex digits, e.g. #1f2933';
const ALPHA_COLOUR_MESSAGE = 'must be a colour as # and six or eight hex digits, e.g. #1f2933cc';

const hexColour = z.string().max(7).toLowerCase().regex(HEX_COLOUR_PATTERN, COLOUR_MESSAGE);
const autoOr = (colour: z.ZodType<string>) => z.union([z.literal(AUTO_COLOUR), colour]);

export const siteFontIdSchema = z.enum(FONT_IDS, { message: 'must be a font of the font list' });

/** Space between a page's blocks (issue 24 §1): Site styles' "Space between blocks". */
export const BLOCK_SPACINGS = ['compact', 'standard', 'roomy'] as const;

export const siteStylesSchema = z.object({
  fonts: z.object({ heading: siteFontIdSchema, body: siteFontIdSchema }),
  colors: z.object({
    background: hexColour,
    text: autoOr(hexColour),
    accent: hexColour,
    headerBackground: autoOr(
      z.string().max(9).toLowerCase().regex(HEX_ALPHA_COLOUR_PATTERN, ALPHA_COLOUR_MESSAGE),
    ),
  }),
  // Styles saved before it existed read as the theme's own spacing.
  blockSpacing: z.enum(BLOCK_SPACINGS).default('standard'),
});
export type SiteStyles = z.infer<typeof siteStylesSchema>;

/** One font of the picker: its catalogue entry and the address of each weight's file (none for a system stack). */
export const siteFontSchema = z.object({
  id: z.string(),
  family: z.string(),
  category: z.enum(FONT_CATEGORIES),
  fallback: z.string(),
  headingWeight: z.number().int(),
  license: z.string().nullable(),
  files: z.array(z.object({ weight: z.number().int(), url: z.string() })),
});
export type SiteFont = z.infer<typeof siteFontSchema>;

export const siteFontListSchema = z.object({ fonts: z.array(siteFontSchema) });
export type SiteFontList = z.infer<typeof siteFontListSchema>;
