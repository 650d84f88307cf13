import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_MEDIA_MAX_FILE_BYTES,
  CHAT_MEDIA_MAX_FILES,
  CHAT_TEXT,
  UI_TEXT,
  screenPath,
} from '@drisk/contract/client';
import { useChatRoom } from '@drisk/realtime';
import {
  ChatComposer,
  ChatFileChip,
  ChatMessageBubble,
  ChatPanel,
  ConnectionIndicator,
  useServerText,
  useText,
  useToast,
} from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useSession } from '../session/SessionProvider';
import { readHardwareIp, readLocalChatServer } from '../session/sessionStore';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useApiErrorToast } from '../shared/useApiErrorToast';
import { ChatFileMessage } from './ChatFileMessage';
import { ChatSocketContext } from './chatSocketContext';
import { uploadChatFiles } from './uploadChatFiles';

interface Upload {
  key: string;
  names: string;
  progress: number;
}

/** cot/heartbeat at once and every 30 s while the chat is open (spec 3 §7, §9); a refusal is an error toast. */
function useHeartbeat(endpointId: string | null) {
  const { mutate } = useApiMutation('heartbeat');
  const showError = useApiErrorToast();
  useEffect(() => {
    if (!endpointId) return;
    const beat = () => {
      mutate({ body: { endpoint_id: endpointId, hardware_ip: readHardwareIp() } }).catch(showError);
    };
    beat();
    const timer = setInterval(beat, CHAT_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [endpointId, mutate, showError]);
}

/**
 * Chat (/dashboard/chat/{id}/{name}?server=, spec 3 §2.2): the group's room on the chat server the query
 * names. History, then live messages; what is typed while the link is down waits and goes out once, in
 * order, when it is back. Pictures and files go through uploadMediaFile with a progress bar.
 */
export function ChatPage() {
  const { id = '', name = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const linked = search.get('server');
  // The spec reloads the page when the link's server is not the one the device expects (an old link, or
  // the device moved its chat): here the room goes straight to the expected one and the address follows.
  const expected = readLocalChatServer();
  const server = linked && expected && linked !== expected ? expected : linked;
  useEffect(() => {
    if (server !== linked && server) setSearch({ server }, { replace: true });
  }, [server, linked, setSearch]);
  const { token, user } = useSession();
  const { showToast } = useToast();
  const ui = useText(UI_TEXT);
  const text = useText(CHAT_TEXT);
  // The chat server's reason for closing the room is English; shown in the active language when known.
  const serverText = useServerText();
  const createSocket = useContext(ChatSocketContext);
  const username = user?.tinode_username ?? null;
  const onError = useCallback((message: string) => showToast(message, 'error'), [showToast]);
  const room = useChatRoom({ url: server, token, room: id, username: username ?? '', onError, createSocket });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const uploadCount = useRef(0);
  useHeartbeat(username);

  const missingServerShown = useRef(false);
  useEffect(() => {
    if (server || missingServerShown.current) return;
    missingServerShown.current = true;
    showToast(ui.serverUrlMissing, 'error');
  }, [server, showToast, ui]);

  const attach = (files: File[]) => {
    if (!token || !username) return;
    const tooLarge = files.find((file) => file.size > CHAT_MEDIA_MAX_FILE_BYTES);
    if (tooLarge) {
      showToast(text.fileTooLarge(tooLarge.name, CHAT_MEDIA_MAX_FILE_BYTES), 'error');
      return;
    }
    const batch = files.slice(0, CHAT_MEDIA_MAX_FILES);
    const key = `upload-${++uploadCount.current}`;
    setUploads((current) => [
      ...current,
      { key, names: batch.map((file) => file.name).join(', '), progress: 0 },
    ]);
    const setProgress = (progress: number) =>
      setUploads((current) =>
        current.map((upload) => (upload.key === key ? { ...upload, progress } : upload)),
      );
    uploadChatFiles({ groupId: Number(id), username, token, files: batch, onProgress: setProgress })
      .then((sent) => {
        for (const file of sent) room.send(file);
      })
      .catch((error: unknown) => showToast(error instanceof Error ? error.message : String(error), 'error'))
      .finally(() => setUploads((current) => current.filter((upload) => upload.key !== key)));
  };

  const last = room.messages.at(-1);
  const closed = room.closedReason !== null;
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <ScreenHeader />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minWidth: 0 }}>
        <Button component={RouterLink} to={screenPath('trusted')} startIcon={<ArrowBackIcon />}>
          {ui.chatBack}
        </Button>
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {name}
        </Typography>
        <ConnectionIndicator state={server ? room.state : 'offline'} />
      </Box>
      {!server && <Alert severity="error">{ui.serverUrlMissing}</Alert>}
      {closed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {serverText(room.closedReason ?? '')}
        </Alert>
      )}
      {server && (
        <ChatPanel
          messageCount={room.messages.length + uploads.length}
          lastMessageKey={uploads.at(-1)?.key ?? last?.key ?? null}
          hasOlder={room.hasOlder}
          onLoadOlder={() => void room.loadOlder()}
          sx={{
            height: { xs: 'calc(100dvh - 230px)', sm: 'calc(100dvh - 250px)' },
            minHeight: 320,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
          footer={<ChatComposer onSend={room.send} onAttach={attach} disabled={closed || !username} />}
        >
          {room.messages.map((entry) => (
            <ChatMessageBubble
              key={entry.key}
              sender={entry.sender}
              own={entry.sender === username}
              sentAt={entry.sentAt}
              pending={entry.pending}
            >
              {typeof entry.msg === 'string' ? entry.msg : <ChatFileMessage file={entry.msg} token={token} />}
            </ChatMessageBubble>
          ))}
          {uploads.map((upload) => (
            <ChatMessageBubble key={upload.key} sender={username ?? ''} own pending>
              <ChatFileChip
                file={{ url: '', mimetype: 'application/octet-stream', originalFileName: upload.names }}
                progress={upload.progress}
              />
            </ChatMessageBubble>
          ))}
        </ChatPanel>
      )}
    </Box>
  );
}
