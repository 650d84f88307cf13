export { FileBrowser } from './FileBrowser';
export type { FileBrowserMoveCopy, FileBrowserProps } from './FileBrowser';
export { FILE_ROW_HEIGHT } from './FileList';
export { formatModified } from './formatModified';
export type {
  FileBrowserCrumb,
  FileBrowserDrive,
  FileBrowserEntry,
  FileBrowserUpload,
} from './fileBrowserTypes';
export { fileBrowserClasses, getFileBrowserUtilityClass } from './fileBrowserClasses';
export type { FileBrowserClasses, FileBrowserClassKey } from './fileBrowserClasses';
