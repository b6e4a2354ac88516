// Owns what an endpoint is: one call of the API described whole (method, path, params, query, body, answer), from
// which the server registers its route and the web types its call (decision 016).
import type { z } from 'zod';
import type { Permission } from './permissions.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses a call may refuse with; each is answered with the error envelope `{ success: false, message }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

export type Endpoint = {
  method: Method;
  /** The whole path, `:name` for each param: `/api/shop/cart/get/:userId`. */
  path: string;
  /** The OpenAPI group it is listed under at /api/docs. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, or `'multipart'` for a file upload (multipart/form-data). */
  body?: z.ZodType | 'multipart';
  /**
   * The success status: 200 unless the call makes something (201), or 303 for a call that sends the browser on (a
   * redirect has no body, so its answer is not listed among the route's responses).
   */
  status?: 200 | 201 | 303;
  /** The success answer. */
  answer: z.ZodType;
  errors?: readonly ErrorStatus[];
  /** An error answer that carries more than `{ success: false, message }` (a 429's `resend_in`), by status. */
  errorAnswers?: Partial<Record<ErrorStatus, z.ZodType>>;
  /**
   * What a staff member must be allowed to do to call it: every /api/admin endpoint names one, and the staff area's
   * one guard checks it (decision 035).
   */
  permission?: Permission;
  /** Left out of /api/docs: a call made by someone else's server (a provider's webhook), not by our clients. */
  hidden?: boolean;
};

/** Declares an endpoint, keeping every literal (method, path, schemas) in its type for the clients' inference. */
export function endpoint<const E extends Endpoint>(description: E): E {
  return description;
}

/** `GET /api/shop/cart/get/:userId`: how a client names the endpoint it calls, checked against the description. */
export type Route<E extends Endpoint> = `${E['method']} ${E['path']}`;

type Schema<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType } ? S : never;

/** What the server sees of a request's `params`, `query` or `body` once the schema parsed it (coerced, defaulted). */
export type ParsedOf<E extends Endpoint, Key extends 'params' | 'query' | 'body'> = E extends {
  [K in Key]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a client sends and gets, inferred from the description: no zod at run time. */
export type ParamsOf<E extends Endpoint> = z.input<Schema<E, 'params'>>;
export type QueryOf<E extends Endpoint> = z.input<Schema<E, 'query'>>;
export type BodyOf<E extends Endpoint> = E extends { body: 'multipart' } ? FormData : z.input<Schema<E, 'body'>>;
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
/** The `data` of the answer, for calls whose answer carries one. */
export type DataOf<E extends Endpoint> = AnswerOf<E> extends { data?: infer D } ? D : never;

/** Fills `:name` in a path from params, each encoded as a URI component. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}
