// Owns the pages staff write in Markdown (issue 44): SPEC's eight information pages under their handles and routes,
// any new page at /shop/pages/<handle>, and the calls that read, save, preview and remove them.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageAnswer, okAnswer } from './envelope.ts';
import { handle } from './handles.ts';

/** SPEC's eight pages: each keeps its own route; its Markdown is today's wording until staff change it. */
export const SPEC_PAGE_PATHS = {
  about: '/shop/about',
  contact: '/shop/contact',
  terms: '/shop/T&C',
  faqs: '/shop/faqs',
  'privacy-policy': '/shop/privacy_policy',
  'refund-policy': '/shop/refund_policy',
  'return-policy': '/shop/return_policy',
  'shipping-policy': '/shop/shipping_policy',
} as const;
export type SpecPageHandle = keyof typeof SPEC_PAGE_PATHS;
export const SPEC_PAGE_HANDLES = Object.keys(SPEC_PAGE_PATHS) as SpecPageHandle[];

export function isSpecPage(pageHandle: string): pageHandle is SpecPageHandle {
  return Object.hasOwn(SPEC_PAGE_PATHS, pageHandle);
}

/** Where a page is read: its SPEC route, or /shop/pages/<handle> for a page staff made. */
export function pagePath(pageHandle: string): string {
  return isSpecPage(pageHandle) ? SPEC_PAGE_PATHS[pageHandle] : `/shop/pages/${pageHandle}`;
}

export const PAGE_TITLE_MAX = 120;
export const PAGE_MARKDOWN_MAX = 100_000;

const pageTitle = z
  .string('Enter the page’s title')
  .trim()
  .min(1, 'Enter the page’s title')
  .max(PAGE_TITLE_MAX, `A title has at most ${PAGE_TITLE_MAX} characters`);
const pageMarkdown = z
  .string('Enter the page’s text')
  .max(PAGE_MARKDOWN_MAX, `A page has at most ${PAGE_MARKDOWN_MAX.toLocaleString('en-IN')} characters`);
const seoText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} has at most ${max} characters`)
    .nullable()
    .optional()
    .transform((text) => text || null);

export const pageInput = z.object({
  title: pageTitle,
  markdown: pageMarkdown,
  /** Empty: the title. */
  seo_title: seoText(70, 'The SEO title'),
  /** Empty: the page’s first paragraph. */
  seo_description: seoText(320, 'The SEO description'),
});
export type PageInput = z.input<typeof pageInput>;

export const pageParams = z.object({ handle });

/** A page as a shopper reads it: its Markdown already rendered and sanitized on the server. */
export const shopPage = z.object({
  handle: z.string(),
  title: z.string(),
  html: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
});
export type ShopPage = z.infer<typeof shopPage>;

/** A page in staff's list: SPEC's eight (edited or not) and staff's own. */
export const pageSummary = z.object({
  handle: z.string(),
  title: z.string(),
  path: z.string(),
  /** One of SPEC's eight: it is reset to today's wording rather than deleted. */
  spec: z.boolean(),
  /** Staff have saved it (a SPEC page not edited reads its default). */
  edited: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PageSummary = z.infer<typeof pageSummary>;

export const pageSource = pageSummary.extend({
  markdown: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});
export type PageSource = z.infer<typeof pageSource>;

export const previewInput = z.object({ markdown: pageMarkdown });

const adminErrors = [400, 401, 403, 404] as const;

export const shopPageEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/shop/pages/:handle',
    tag: 'pages',
    params: pageParams,
    answer: okAnswer(shopPage),
    errors: [400, 404],
  }),
};

export const adminPageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/pages',
    permission: 'content.write',
    tag: 'admin pages',
    answer: okAnswer(z.array(pageSummary)),
    errors: adminErrors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/pages/:handle',
    permission: 'content.write',
    tag: 'admin pages',
    params: pageParams,
    answer: okAnswer(pageSource),
    errors: adminErrors,
  }),
  /** Makes the page or replaces its title and text. */
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/pages/:handle',
    permission: 'content.write',
    tag: 'admin pages',
    params: pageParams,
    body: pageInput,
    answer: okAnswer(pageSource),
    errors: adminErrors,
  }),
  /** Deletes a page staff made; one of SPEC's eight goes back to today's wording. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/pages/:handle',
    permission: 'content.write',
    tag: 'admin pages',
    params: pageParams,
    answer: messageAnswer,
    errors: adminErrors,
  }),
  /** The HTML a shopper would see for this Markdown, through the same sanitizer; nothing is saved. */
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/pages/preview',
    permission: 'content.write',
    tag: 'admin pages',
    body: previewInput,
    answer: okAnswer(z.object({ html: z.string() })),
    errors: adminErrors,
  }),
};
