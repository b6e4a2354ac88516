// Owns the shape of every API answer: { success, message?, data? }.
import { z } from 'zod';

export const errorAnswer = z.object({ success: z.literal(false), message: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;
/** Every refusal a shopper's signed-in call can meet, each answered as an error envelope. */
export const shopperErrorAnswers = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  429: errorAnswer,
};

export function okAnswer<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const messageAnswer = z.object({ success: z.boolean(), message: z.string() });

export const healthAnswer = z.object({ status: z.literal('ok') });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
