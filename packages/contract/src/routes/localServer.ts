import { defineRoute } from './defineRoute';
import { access } from './access';

/**
 * The gateway checks the access token the api issued to a user mapped to it: the token itself names the
 * device, so every call is the session's own (the paths it takes are checked against the device's roots).
 */
const LOCAL_ACCESS = access.session(['path', 'oldPath', 'newPath', 'source', 'destination', 'files']);
import * as storage from '../schemas/storage';
import { emptyResult } from '../schemas/common';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../constants';

/**
 * The device-local file server (spec 3 §7 "Local device server"). The gateway serves these, not the api,
 * at the base address the session keeps as localServerFileSharing; paths are relative to it. Same shape
 * as the api's route table so both sides build from it, but never merged into `routes`.
 */
export const localServerRoutes = {
  fileStructure: defineRoute({
    method: 'POST',
    path: 'fileStructure',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.pathRequest,
    result: storage.fileListResult,
    summary: 'Files and folders at a path',
  }),
  createDirectory: defineRoute({
    method: 'POST',
    path: 'createDirectory',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.createDirectoryRequest,
    result: emptyResult,
    summary: 'Create a folder (its name is the last path segment)',
  }),
  renameFiles: defineRoute({
    method: 'POST',
    path: 'renameFiles',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.renameFilesRequest,
    result: emptyResult,
    summary: 'Rename a file or folder',
  }),
  moveFiles: defineRoute({
    method: 'POST',
    path: 'moveFiles',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.transferFilesRequest,
    result: emptyResult,
    summary: 'Move files and folders into dest',
  }),
  copyFiles: defineRoute({
    method: 'POST',
    path: 'copyFiles',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.transferFilesRequest,
    result: emptyResult,
    summary: 'Copy files and folders into dest',
  }),
  deleteFile: defineRoute({
    method: 'POST',
    path: 'deleteFile',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.deleteFileRequest,
    result: emptyResult,
    summary: 'Delete files and folders',
  }),
  getFolders: defineRoute({
    method: 'POST',
    path: 'getFolders',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.getFoldersRequest,
    result: storage.fileListResult,
    summary: 'Folders for the move/copy picker',
  }),
  validatingDeviceSize: defineRoute({
    method: 'POST',
    path: 'validatingDeviceSize',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.validatingDeviceSizeRequest,
    result: storage.validatingDeviceSizeResult,
    summary: 'Check that files fit before uploading them',
  }),
  uploadFiles: defineRoute({
    method: 'POST',
    path: 'uploadFiles',
    access: LOCAL_ACCESS,
    source: '3',
    body: storage.uploadFilesFields,
    multipart: { fileField: 'files', maxFiles: UPLOAD_MAX_FILES, maxFileBytes: UPLOAD_MAX_FILE_BYTES },
    result: emptyResult,
    summary: 'Upload files to desPath (multipart)',
  }),
  downloadFiles: defineRoute({
    method: 'GET',
    path: 'downloadFiles/{path}',
    access: LOCAL_ACCESS,
    source: '3',
    params: storage.downloadParams,
    query: storage.downloadQuery,
    download: true,
    result: emptyResult,
    summary: 'Download files; path is a JSON list of paths, the token may come as ?token=',
  }),
  downloadFoldersWeb: defineRoute({
    method: 'GET',
    path: 'downloadFoldersWeb/{path}',
    access: LOCAL_ACCESS,
    source: '3',
    params: storage.downloadParams,
    query: storage.downloadQuery,
    download: true,
    result: emptyResult,
    summary: 'Download folders as an archive; path is a JSON list of paths',
  }),
} as const;

export type LocalServerRouteName = keyof typeof localServerRoutes;
