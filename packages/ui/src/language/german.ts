/**
 * Everything German needs, in one chunk loaded on demand (LanguageProvider imports it dynamically): the
 * contract's German catalogue and MUI's own German texts. English pages never download it.
 */
import { deDE } from '@mui/material/locale';
import { DE_CATALOGUE } from '@drisk/contract/i18n/de';

export const GERMAN = { catalogue: DE_CATALOGUE, muiLocale: deDE };
