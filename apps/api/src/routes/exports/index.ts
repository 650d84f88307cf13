export { downloadExport } from './downloadExport';
