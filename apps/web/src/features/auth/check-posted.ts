// Owns checking an auth form posted without JavaScript by the schema the screen's resolver checks it with, so the
// shopper reads the words the screen shows under its fields (not the API's "field: …") and the API is sent the same
// parsed values the screen sends.
import type { z } from 'zod';

/** A refusal the next page shows as the screen's destructive toast would (the route's flash message). */
type Problem = { title: string; variant: 'destructive' };

/** The values as the screen would send them, or each failing field's first message (as the fields show them). */
export function checkPosted<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
): { data: z.output<S>; problems?: never } | { problems: Problem[]; data?: never } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const fields = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (fields.has(field)) continue;
    fields.add(field);
    problems.push({ title: issue.message, variant: 'destructive' });
  }
  return { problems };
}
