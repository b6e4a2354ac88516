// Owns how an error is written to the log: never with the values a failed query carried (password hashes, code hashes,
// addresses, phone numbers), only the query text, the database's error code and its message.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';

/** PostgreSQL's `detail` repeats the values of the row ("Key (email)=(…) already exists"). */
const VALUE_FIELDS = ['params', 'parameters', 'detail'];

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

export function errorForLog(error: Error): SerializedError {
  const serialized: SerializedError = { ...pino.stdSerializers.err(error) };
  for (const field of VALUE_FIELDS) delete serialized[field];
  if (error instanceof DrizzleQueryError) {
    // Drizzle writes the values into the message, and so into the stack: keep the query text only.
    const withoutValues = `Failed query: ${error.query}`;
    for (const field of ['message', 'stack'] as const) {
      const text = serialized[field];
      if (typeof text === 'string') serialized[field] = text.split(error.message).join(withoutValues);
    }
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    if (cause?.code) serialized.code = cause.code;
  }
  return serialized;
}
