import { ACCOUNT_TEXT, LANGUAGE_CHOICES } from '@drisk/contract/client';
import { useLanguageChoice, useText } from '@drisk/ui';
import { SettingChoiceCard } from './SettingChoiceCard';

/**
 * Account: System (the browser's language), English or Deutsch for the dashboard on this browser, applied
 * and stored at once. Each language is named in its own words, and read in that language (WCAG 3.1.2).
 */
export function LanguageCard() {
  const [choice, setChoice] = useLanguageChoice();
  const text = useText(ACCOUNT_TEXT);
  return (
    <SettingChoiceCard
      name="language"
      title={text.languageTitle}
      hint={text.languageHint}
      choices={LANGUAGE_CHOICES}
      value={choice}
      labelOf={(value) => text.languageChoice[value]}
      langOf={(value) => (value === 'system' ? undefined : value)}
      onChange={setChoice}
    />
  );
}
