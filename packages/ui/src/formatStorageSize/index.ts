export { formatStorageSize } from './formatStorageSize';
