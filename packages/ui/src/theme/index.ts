export { createDriskTheme, DRISK_BORDER_RADIUS, DRISK_BRAND } from './createDriskTheme';
export type { DriskColorMode } from './createDriskTheme';
export { useColorModeChoice } from './colorModeChoice';
export { currentColorMode, useDriskColorMode, useDriskTheme } from './useDriskTheme';
export type {
  DriskComponentName,
  DriskComponents,
  DriskComponentsPropsList,
  DriskStyleOverride,
} from './driskComponents';
