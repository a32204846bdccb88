import { z } from 'zod';
import { LINK_ID_PATTERN, LINK_LIMITS, linkPropProblem, type LinkProp } from './link-prop';

const newWindow = z.boolean();

/** A link prop (link-prop.ts), with the same refusals the link editor shows. */
export const linkPropSchema: z.ZodType<LinkProp> = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('page'), pageId: z.string().regex(LINK_ID_PATTERN), newWindow }).strict(),
    z.object({ type: z.literal('web'), url: z.string().max(LINK_LIMITS.url), newWindow }).strict(),
    z
      .object({
        type: z.literal('email'),
        email: z.string().max(LINK_LIMITS.email),
        subject: z.string().max(LINK_LIMITS.subject),
        cc: z.string().max(LINK_LIMITS.addressList),
        bcc: z.string().max(LINK_LIMITS.addressList),
        body: z.string().max(LINK_LIMITS.body),
        newWindow,
      })
      .strict(),
    z.object({ type: z.literal('phone'), phone: z.string().max(LINK_LIMITS.phone), newWindow }).strict(),
    z.object({ type: z.literal('file'), fileId: z.string().regex(LINK_ID_PATTERN), newWindow }).strict(),
  ])
  .superRefine((link, ctx) => {
    const problem = linkPropProblem(link);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
