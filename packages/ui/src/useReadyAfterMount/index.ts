export { useReadyAfterMount } from './useReadyAfterMount';
