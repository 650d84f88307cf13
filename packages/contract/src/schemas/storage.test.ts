import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issuesOf';
import {
  copyToCloudRequest,
  createDirectoryRequest,
  downloadParams,
  renameFilesRequest,
  validatingDeviceSizeRequest,
} from './storage';

const root = '/dRisk/DRA-100001';

describe('createDirectory and renameFiles', () => {
  it('creates a folder whose name passes the folder rule', () => {
    expect(createDirectoryRequest.safeParse({ path: `${root}/Holiday 2024` }).success).toBe(true);
    expect(issuesOf(createDirectoryRequest, { path: `${root}/Holiday*` })).toEqual({
      path: 'Special symbols not allowed',
    });
    expect(issuesOf(createDirectoryRequest, { path: `${root}/` })).toEqual({
      path: 'Please enter a folder name',
    });
  });

  it("renames with 'Please enter a name' when empty and refuses symbols", () => {
    const source = `${root}/a.txt`;
    expect(renameFilesRequest.parse({ source, newName: ' b.txt ' }).newName).toBe('b.txt');
    expect(issuesOf(renameFilesRequest, { source, newName: '' })).toEqual({ newName: 'Please enter a name' });
    expect(issuesOf(renameFilesRequest, { source, newName: '../b' })).toEqual({
      newName: 'Special symbols not allowed',
    });
  });
});

describe('downloadFiles/{path}', () => {
  it('reads the path parameter as a JSON list of paths', () => {
    const list = [`${root}/a.txt`, `${root}/Photos`];
    expect(downloadParams.parse({ path: JSON.stringify(list) }).path).toEqual(list);
  });

  it('refuses text that is not JSON, an empty list and paths that leave the root', () => {
    expect(issuesOf(downloadParams, { path: 'a.txt' })).toEqual({ path: 'must be a JSON list of paths' });
    expect(issuesOf(downloadParams, { path: '[]' })).toEqual({ path: 'must name at least one path' });
    expect(issuesOf(downloadParams, { path: JSON.stringify([`${root}/../x`]) })).toEqual({
      'path.0': 'must not contain . or .. segments',
    });
  });
});

describe('copyToCloud', () => {
  it('takes filename and desPath, or source and dest', () => {
    const base = { module: 'copy_drive', device_id: 'DRA-100001' };
    expect(
      copyToCloudRequest.safeParse({ ...base, filename: `${root}/a.txt`, desPath: '/media/usb1' }).success,
    ).toBe(true);
    expect(
      copyToCloudRequest.safeParse({
        ...base,
        module: 'copy_cloud',
        source: [`${root}/a.txt`],
        dest: `${root}/B`,
      }).success,
    ).toBe(true);
    expect(issuesOf(copyToCloudRequest, { ...base, filename: `${root}/a.txt` })).toEqual({
      filename: 'filename and desPath, or source and dest, are required',
    });
    expect(Object.keys(issuesOf(copyToCloudRequest, { ...base, module: 'move' }))).toContain('module');
  });
});

describe('validatingDeviceSize', () => {
  it("says 'Please select a file' when no file is named (the departure of ARCHITECTURE.md)", () => {
    expect(
      issuesOf(validatingDeviceSizeRequest, {
        device_id: 'DRA-100001',
        file_size: 0,
        file_names: [],
        desPath: root,
      }),
    ).toEqual({ file_names: 'Please select a file' });
  });
});
