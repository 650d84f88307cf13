import { createContext } from 'react';
import type { ChatConnectOptions } from '@drisk/realtime';

/** How the chat screen makes its socket: socket.io-client unless a test provides a fake server's sockets. */
export const ChatSocketContext = createContext<ChatConnectOptions['createSocket']>(undefined);
