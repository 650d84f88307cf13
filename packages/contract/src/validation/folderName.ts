import { FOLDER_NAME_FORBIDDEN } from '../constants';
import { PATH_REFUSAL, VALIDATION } from '../messages';
import { checkEntryName } from './storagePath';

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
  if (FOLDER_NAME_FORBIDDEN.test(name)) return VALIDATION.specialSymbols;
  // The storage path rule on top (dots, encodings, reserved names): a name that would be refused as a path.
  const refusal = checkEntryName(name);
  if (refusal === PATH_REFUSAL.nameTooLong) return VALIDATION.nameTooLong;
  return refusal ? VALIDATION.specialSymbols : undefined;
}
