// Owns how a problem in a list typed as one text reads under its field: the contract's words, and the entry they are
// about ("A pincode is 6 digits: 56001"), since the text has no line numbers to point at.
import { messagesIn } from '#web/components/admin/form-errors.ts';

/** `error`: react-hook-form's error for the list's path, which nests the contract's issues by entry index. */
export function listEntryError(error: unknown, entries: string[]): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const listed = error as Record<string, { message?: string } | undefined>;
  const index = Object.keys(listed).find((key) => /^\d+$/.test(key) && listed[key]?.message);
  return index === undefined ? messagesIn(listed)[0] : `${listed[index]!.message}: ${entries[Number(index)]}`;
}
