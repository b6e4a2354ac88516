// Owns reading react-hook-form's nested errors where a field is not one input (the variant grid, the size chart).

/** Every message under an error object (`errors.variants[3]`, `errors.size_chart`), first found first. */
export function messagesIn(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const { message } = error as { message?: unknown };
  const own = typeof message === 'string' && message ? [message] : [];
  const nested = Object.entries(error)
    .filter(([key]) => key !== 'message' && key !== 'ref' && key !== 'type' && key !== 'types')
    .flatMap(([, value]) => messagesIn(value));
  return [...new Set([...own, ...nested])];
}

/** Whether this field of the error object has a message: the input is then marked invalid. */
export const hasError = (error: unknown, field: string): boolean =>
  messagesIn((error as Record<string, unknown> | undefined)?.[field]).length > 0;
