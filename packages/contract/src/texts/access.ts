import { KEYWORD_MAX_LENGTH } from '../constants';
import { keywordListFullText, tooLongText } from './limitTexts';

/** Access Controls (spec 2 §3). */
export const ACCESS_TEXT = {
  loading: 'Loading access controls',
  save: 'Save',
  selectDevicesTitle: 'Select Devices',
  addRemoveDevice: 'Add/Remove device',
  selectedDevices: 'Selected devices',
  limitAccessTitle: 'Limit Access',
  limitAccessType: 'Limit access type',
  /** The choices of LIMITED_ACCESS_TYPES, by field. */
  limitAccessChoice: {
    limited_access_1: 'Block websites and embedded keywords',
    limited_access_3: 'Blocking all internet access',
  },
  keywordsTitle: 'Keywords or Websites',
  keywordLabel: 'Keyword or website',
  keywordHint: `Press Enter to add, e.g. games or example.com. Up to ${KEYWORD_MAX_LENGTH} characters each.`,
  noKeywords: 'No keywords or websites',
  keywordList: 'Keywords and websites',
  removeKeyword: (keyword: string) => `Remove ${keyword}`,
  keywordTooLong: tooLongText,
  keywordListFull: keywordListFullText,
  scheduleTitle: 'Schedule',
  timeMode: 'Time mode',
  activeAtSchedule: 'Active at the schedule time',
  inactiveAtSchedule: 'Inactive at the schedule time',
} as const;
