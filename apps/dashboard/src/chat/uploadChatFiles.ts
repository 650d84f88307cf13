import { API_BASE_PATH, AUTH_HEADER, UI_TEXT, routePaths } from '@drisk/contract/client';
import type { ChatFile } from '@drisk/contract';

export interface ChatUpload {
  groupId: number;
  username: string;
  token: string;
  files: File[];
  /** Called with 0 to 100 while the bytes go out. */
  onProgress: (percent: number) => void;
}

/**
 * POST uploadMediaFile (multipart: group_id, tinode_username, then files) with upload progress, which
 * fetch cannot report. Resolves with the files to send as messages; rejects with the server's message.
 */
export function uploadChatFiles({
  groupId,
  username,
  token,
  files,
  onProgress,
}: ChatUpload): Promise<ChatFile[]> {
  const form = new FormData();
  // The fields come before the files: the server reads them first (MULTIPART_TEXT.fieldsFirst).
  form.append('group_id', String(groupId));
  form.append('tinode_username', username);
  for (const file of files) form.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_PATH}/${routePaths.uploadMediaFile.path}`);
    request.setRequestHeader(AUTH_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error(UI_TEXT.serverUnreachable));
    request.onload = () => {
      type Reply = { statusCode?: number; message?: string; result?: ChatFile[] };
      let reply: Reply | null;
      try {
        reply = JSON.parse(request.responseText) as Reply;
      } catch {
        reply = null;
      }
      if (request.status === 200 && reply?.statusCode === 200 && Array.isArray(reply.result)) {
        resolve(reply.result);
      } else {
        reject(new Error(reply?.message ?? UI_TEXT.uploadFailed));
      }
    };
    request.send(form);
  });
}
