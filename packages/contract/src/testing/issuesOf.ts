import type { z } from 'zod';

/** Test helper: the messages of a failed parse keyed by dotted path ('' for the root); {} when it parses. */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
