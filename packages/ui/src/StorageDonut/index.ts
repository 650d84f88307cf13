export { StorageDonut } from './StorageDonut';
export type { StorageDonutProps } from './StorageDonut';
export { storageDonutClasses, getStorageDonutUtilityClass } from './storageDonutClasses';
export type { StorageDonutClasses, StorageDonutClassKey } from './storageDonutClasses';
