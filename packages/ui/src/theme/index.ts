export { createDriskTheme, DRISK_BORDER_RADIUS, DRISK_BRAND } from './createDriskTheme';
export type { DriskComponents, DriskComponentsPropsList } from './driskComponents';
