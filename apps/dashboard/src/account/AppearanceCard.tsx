import { COLOR_MODE_CHOICES, UI_TEXT } from '@drisk/contract/client';
import { useColorModeChoice, useText } from '@drisk/ui';
import { SettingChoiceCard } from './SettingChoiceCard';

/** Account: System, Light or Dark for both apps on this browser (applied and stored at once). */
export function AppearanceCard() {
  const [choice, setChoice] = useColorModeChoice();
  const text = useText(UI_TEXT);
  return (
    <SettingChoiceCard
      name="appearance"
      title={text.appearanceTitle}
      hint={text.appearanceHint}
      choices={COLOR_MODE_CHOICES}
      value={choice}
      labelOf={(value) => text.colorModeChoice[value]}
      onChange={setChoice}
    />
  );
}
