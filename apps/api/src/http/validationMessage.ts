import type { z } from 'zod';

/** Which part of the request a schema checked; names the field when the problem is the whole part. */
export type RequestPart = 'body' | 'query' | 'params';

export interface FieldProblem {
  field: string;
  message: string;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** Zod's wording, made readable for people: `email_address: Please enter valid email-id`. */
function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    if (/received undefined$/.test(issue.message)) return 'is required';
    const expected = issue.expected === 'array' ? 'list' : issue.expected;
    if (issue.message.startsWith('Invalid input')) return `must be ${article(expected)} ${expected}`;
  }
  return issue.message;
}

/** Every problem found, each with the field it concerns (dotted path, or the part itself). */
export function fieldProblems(error: z.ZodError, part: RequestPart): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : part,
    message: describe(issue),
  }));
}

/** The reply message: the first problem as `field: message`. */
export const validationMessage = (problems: FieldProblem[]) =>
  problems.length > 0 ? `${problems[0].field}: ${problems[0].message}` : 'Invalid request';
