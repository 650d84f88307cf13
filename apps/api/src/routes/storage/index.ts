export * from './cloudFileRoutes';
export { cloudUploadFiles } from './cloudUpload';
export { dataSharing } from './dataSharing';
export { copyToCloud } from './copyToCloud';
