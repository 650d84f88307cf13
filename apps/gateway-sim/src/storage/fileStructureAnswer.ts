import {
  FILE_STRUCTURE_MODULES,
  PATH_REFUSAL,
  STORAGE_MESSAGES,
  fileStructureRequestMessage,
  type FileStructureResponseMessage,
} from '@drisk/contract';
import { DiskError, refusalOf, type DeviceDisk } from './deviceDisk';

/** What the answer repeats of the request, as far as it could be read. */
function echoOf(raw: Record<string, unknown>, deviceId: string) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    module: FILE_STRUCTURE_MODULES.response,
    request_id: text(raw.request_id),
    device_id: deviceId,
    selected_device_id: text(raw.selected_device_id),
    path: text(raw.path),
  };
}

/**
 * The gateway's answer to a live file-structure request (spec 3 §2.6, §7) on its request topic: the folder
 * listed from its real storage through the same checks as the HTTP `fileStructure` call (DeviceDisk.list),
 * inside the storage the request selects. A refusal is an answer too, with its status and message. A message
 * without a request_id to answer gets none (null).
 */
export async function answerFileStructure(
  disk: DeviceDisk,
  deviceId: string,
  raw: unknown,
): Promise<FileStructureResponseMessage | null> {
  if (typeof raw !== 'object' || raw === null) return null;
  const echo = echoOf(raw as Record<string, unknown>, deviceId);
  if (echo.request_id.length === 0 || echo.request_id.length > 64) return null;
  const refuse = (statusCode: number, message: string): FileStructureResponseMessage => ({
    ...echo,
    statusCode,
    message,
    result: [],
  });

  const parsed = fileStructureRequestMessage.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(400, `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`);
  }
  const request = parsed.data;
  if (request.device_id !== deviceId) return refuse(400, `device_id: ${STORAGE_MESSAGES.notFound}`);
  try {
    const at = await disk.locate(request.path);
    if (at.mount.id !== request.selected_device_id)
      throw new DiskError(400, `path: ${PATH_REFUSAL.outsideRoot}`);
    return { ...echo, statusCode: 200, message: STORAGE_MESSAGES.listed, result: await disk.list(at.path) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refuse(refusal.statusCode, refusal.message);
    console.error(`[gateway-sim] ${deviceId} live file structure:`, error);
    return refuse(503, STORAGE_MESSAGES.deviceFailed);
  }
}
