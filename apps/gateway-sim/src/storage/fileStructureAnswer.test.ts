import { FILE_STRUCTURE_MODULES, PATH_REFUSAL, STORAGE_MESSAGES } from '@drisk/contract';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerFileStructure } from './fileStructureAnswer';
import { startTestFileServer, TEST_DEVICE, TEST_DRIVE } from './testing';

/*
 * The live channel's answer lists through the same checks as the HTTP fileStructure call: for every path,
 * the same status, message and entries.
 */

const root = `/dRisk/${TEST_DEVICE}`;

const requestFor = (pathAsked: unknown, selected = TEST_DEVICE) => ({
  module: FILE_STRUCTURE_MODULES.request,
  request_id: 'req-1',
  mountpoint: `/dRisk/${selected}`,
  path: pathAsked,
  device_id: TEST_DEVICE,
  selected_device_id: selected,
});

describe('answerFileStructure', () => {
  let gateway: Awaited<ReturnType<typeof startTestFileServer>>;
  beforeEach(async () => {
    gateway = await startTestFileServer();
  });
  afterEach(() => gateway.stop());

  it('answers exactly as the HTTP fileStructure call, hostile paths included', async () => {
    await symlink(path.join(gateway.base, '..'), path.join(gateway.mounts[0].dir, 'escape'));
    const paths = [
      root,
      `${root}/Photos`,
      `${root}/Photos/2024`,
      `${root}/notes.txt`,
      `${root}/missing`,
      `${root}/../${TEST_DRIVE}`,
      `${root}/%2e%2e/etc`,
      `${root}/escape`,
      `${root}\\Photos`,
      `${root}/Photos\u0000`,
      'C:/dRisk',
      '/etc',
      '',
    ];
    for (const asked of paths) {
      const http = await gateway.call('fileStructure', { path: asked });
      const live = await answerFileStructure(gateway.disk, TEST_DEVICE, requestFor(asked));
      expect(live, asked).toEqual({
        module: FILE_STRUCTURE_MODULES.response,
        request_id: 'req-1',
        device_id: TEST_DEVICE,
        selected_device_id: TEST_DEVICE,
        path: asked,
        statusCode: http.status,
        message: http.message,
        result: http.status === 200 ? http.result : [],
      });
    }
  });

  it("lists an external drive when it is the selected storage, and refuses another storage's path", async () => {
    const drive = await answerFileStructure(
      gateway.disk,
      TEST_DEVICE,
      requestFor(`/dRisk/${TEST_DRIVE}`, TEST_DRIVE),
    );
    expect(drive).toMatchObject({ statusCode: 200, message: STORAGE_MESSAGES.listed, result: [] });
    const crossed = await answerFileStructure(
      gateway.disk,
      TEST_DEVICE,
      requestFor(`${root}/Photos`, TEST_DRIVE),
    );
    expect(crossed).toMatchObject({
      statusCode: 400,
      message: `path: ${PATH_REFUSAL.outsideRoot}`,
      result: [],
    });
  });

  it('refuses a request for another gateway or of the wrong shape, and ignores one it cannot pair', async () => {
    const other = await answerFileStructure(gateway.disk, TEST_DEVICE, {
      ...requestFor(root),
      device_id: 'DRB-100002',
    });
    expect(other).toMatchObject({ request_id: 'req-1', statusCode: 400, result: [] });
    const shapeless = await answerFileStructure(gateway.disk, TEST_DEVICE, { ...requestFor(root), path: 7 });
    expect(shapeless).toMatchObject({ request_id: 'req-1', statusCode: 400, path: '' });
    expect(shapeless?.message).toMatch(/^path: /);

    const { request_id: _unpaired, ...withoutId } = requestFor(root);
    expect(await answerFileStructure(gateway.disk, TEST_DEVICE, withoutId)).toBeNull();
    expect(await answerFileStructure(gateway.disk, TEST_DEVICE, 'file_structure_request')).toBeNull();
  });
});
