/**
 * Texts built from a limit, shared by messages.ts and the screens' text objects. A module of its own with
 * no imports: a widget importing COMMON_TEXT must not carry messages.ts (whose top-level calls keep all of
 * it in a bundle).
 */

/** A text over its limit, as forms say it before anything is sent. */
export const tooLongText = (max: number | string) => `Use at most ${max} characters`;

/** The access-control keyword list over its limit (KEYWORD_LIST_MAX_LENGTH). */
export const keywordListFullText = (max: number) =>
  `Keywords and websites together can have at most ${max} characters. Remove some first.`;

/** A byte limit as the refusals word it: '10 MB', '2 GB', '500 KB' (whole numbers, the same in every language). */
export function formatLimit(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Math.round(bytes / 1024 ** 3)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** A chat file over the upload limit, said before anything is sent. */
export const chatFileTooLargeText = (fileName: string, maxBytes: number) =>
  `${fileName} is too large to send: each file must be at most ${formatLimit(maxBytes)}`;
