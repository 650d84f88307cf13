import { FOLDER_NAME_FORBIDDEN } from '../constants';
import { VALIDATION } from '../messages';

/**
 * Rule of new folder names and renames (spec 1 §5, spec 3 §5, with the departure of ARCHITECTURE.md: the
 * special-symbol check runs on every non-empty name). Returns the message to show, or undefined.
 * `emptyMessage` differs by screen: 'Please enter a folder name' in the top bar, 'Please enter a name' in the browser.
 */
export function folderNameError(
  value: string,
  emptyMessage: string = VALIDATION.folderNameRequired,
): string | undefined {
  const name = value.trim();
  if (!name) return emptyMessage;
  if (FOLDER_NAME_FORBIDDEN.test(name) || name === '.' || name === '..') return VALIDATION.specialSymbols;
  return undefined;
}
