import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of EndpointList, for styling it from outside (`.DriskEndpointList-root`). */
export interface EndpointListClasses {
  /** The root element. */
  root: string;
}

export type EndpointListClassKey = keyof EndpointListClasses;

/** The class of one of EndpointList's slots, `DriskEndpointList-<slot>`. */
export function getEndpointListUtilityClass(slot: string): string {
  return generateUtilityClass('DriskEndpointList', slot);
}

export const endpointListClasses: EndpointListClasses = generateUtilityClasses('DriskEndpointList', ['root']);
