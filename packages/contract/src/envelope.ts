// Owns the shape of every API answer: { success, message?, data? }.
import { z } from 'zod';

export const errorAnswer = z.object({ success: z.literal(false), message: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export function okAnswer<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const messageAnswer = z.object({ success: z.boolean(), message: z.string() });

export const healthAnswer = z.object({ status: z.literal('ok') });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
