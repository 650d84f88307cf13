export { StorageDonut } from './StorageDonut';
export type { StorageDonutProps } from './StorageDonut';
