export { EndpointList } from './EndpointList';
export type { EndpointListItem, EndpointListProps } from './EndpointList';
export { endpointKind } from './endpointKind';
export type { EndpointKind } from './endpointKind';
export { formatConnectedHours } from './formatConnectedHours';
export { endpointListClasses, getEndpointListUtilityClass } from './endpointListClasses';
export type { EndpointListClasses, EndpointListClassKey } from './endpointListClasses';
