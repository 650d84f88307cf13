import type { ChatFile } from '@drisk/contract';
import { ChatFileChip } from '@drisk/ui';
import { useChatMediaUrl } from './useChatMediaUrl';

/** A file message: its bytes fetched with the session and shown as a preview or a download link. */
export function ChatFileMessage({ file, token }: { file: ChatFile; token: string | null }) {
  const src = useChatMediaUrl(file.url, token);
  return <ChatFileChip file={file} src={src ?? undefined} />;
}
