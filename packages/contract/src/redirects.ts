// Owns the staff's redirects (issue 44): an old address on this shop sent on, with 301, to a path or a full URL; their
// CSV in Shopify's format (`Redirect from,Redirect to`) in and out.
import { z } from 'zod';
import { idParams } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { messageAnswer, okAnswer } from './envelope.ts';

export const REDIRECT_CSV_HEADERS = ['Redirect from', 'Redirect to'] as const;
export const REDIRECT_EXPORT_FILE = 'redirects.csv';
export const REDIRECT_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const REDIRECT_TEXT_MAX = 2000;

/** Why a redirect was refused, for the screen to offer the tick box that allows it. */
export const REDIRECT_REFUSALS = ['loop', 'offsite'] as const;
export type RedirectRefusal = (typeof REDIRECT_REFUSALS)[number];

export const redirect = z.object({
  _id: z.string(),
  /** A path on this shop, its query kept: `/pages/old-sale`. */
  from: z.string(),
  /** A path on this shop or a full URL. */
  to: z.string(),
  created_at: z.string(),
});
export type Redirect = z.infer<typeof redirect>;

const ticked = z
  .union([z.boolean(), z.enum(['on', 'true', '1', 'false', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

export const redirectInput = z.object({
  from: z.string('Enter the old address').trim().min(1, 'Enter the old address').max(REDIRECT_TEXT_MAX),
  to: z.string('Enter where it goes').trim().min(1, 'Enter where it goes').max(REDIRECT_TEXT_MAX),
  /** Staff mean it to leave the shop. */
  allow_offsite: ticked,
  /** Staff mean it to come back round to itself. */
  allow_loop: ticked,
});
export type RedirectInput = z.input<typeof redirectInput>;

export const redirectImportResult = z.object({
  created: z.number().int(),
  /** Each row not saved, by its spreadsheet row number (the header is row 1), with why. */
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type RedirectImportResult = z.infer<typeof redirectImportResult>;

const adminErrors = [400, 401, 403, 404, 409] as const;

export const adminRedirectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/redirects',
    permission: 'content.write',
    tag: 'admin redirects',
    answer: okAnswer(z.array(redirect)),
    errors: adminErrors,
  }),
  /** 400 with `data.refusal` for a loop or another host, which the same call with its tick box allows. */
  create: endpoint({
    method: 'POST',
    path: '/api/admin/redirects',
    permission: 'content.write',
    tag: 'admin redirects',
    body: redirectInput,
    status: 201,
    answer: okAnswer(redirect),
    errors: adminErrors,
    errorAnswers: {
      400: z.object({
        success: z.literal(false),
        message: z.string(),
        data: z.object({ refusal: z.enum(REDIRECT_REFUSALS) }).optional(),
      }),
    },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/redirects/:id',
    permission: 'content.write',
    tag: 'admin redirects',
    params: idParams,
    answer: messageAnswer,
    errors: adminErrors,
  }),
  /** Multipart `file`: Shopify's redirects CSV. Good rows are saved; the others come back with their reasons. */
  import: endpoint({
    method: 'POST',
    path: '/api/admin/redirects/import',
    permission: 'content.write',
    tag: 'admin redirects',
    body: 'multipart',
    answer: okAnswer(redirectImportResult),
    errors: [400, 401, 403, 413],
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/redirects/export',
    permission: 'content.write',
    tag: 'admin redirects',
    answer: z.string().describe('A CSV file (text/csv) in Shopify’s redirects format'),
    errors: [401, 403],
  }),
};
