/** The site header and footer (GET/PUT /api/site-header-footer, seed 001): shapes are Plinth's design. */
import { z } from 'zod';
import { FOOTER_LINKS_MAX } from './header-footer-defaults';
import { linkUrlSchema } from './link-url';

/** Plain one-line text: line breaks are not part of a title or an announcement. */
const line = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, 'must not be empty')
    .max(max, `must be ${max} characters or fewer`)
    .refine((text) => !/[\r\n]/.test(text), 'must be one line');

export const headerSchema = z.object({
  /** '' means the site title. */
  title: line(100),
  /** '' means no announcement bar. */
  announcement: line(200),
  showCartLink: z.boolean(),
  showAccountLink: z.boolean(),
});
export type SiteHeader = z.infer<typeof headerSchema>;

export const footerLinkSchema = z.object({
  title: line(60, 1),
  url: linkUrlSchema,
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerSchema = z.object({
  /** Plain text; '' means "© {year} {site title}". */
  text: z.string().trim().max(500, 'must be 500 characters or fewer'),
  links: z.array(footerLinkSchema).max(FOOTER_LINKS_MAX, `must hold ${FOOTER_LINKS_MAX} links or fewer`),
  showPoweredBy: z.boolean(),
});
export type SiteFooter = z.infer<typeof footerSchema>;

export const headerFooterSchema = z.object({ header: headerSchema, footer: footerSchema });
export type HeaderFooter = z.infer<typeof headerFooterSchema>;
