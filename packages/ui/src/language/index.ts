export { LanguageProvider, loadLanguage, type LanguageProviderProps } from './LanguageProvider';
export { LanguageContext, type LanguageState } from './LanguageContext';
export { useLanguage, useServerText, useText } from './useText';
export { useFormatters, formattersFor, type Formatters } from './useFormatters';
export {
  currentLanguage,
  readLanguageChoice,
  useBrowserLanguages,
  useLanguageChoice,
} from './languageChoice';
