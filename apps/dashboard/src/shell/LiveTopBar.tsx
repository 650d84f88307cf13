import { memo } from 'react';
import { useConnectionState } from '@drisk/realtime';
import { useNotificationCount } from '../realtime/useNotificationCount';
import { TopBar, type TopBarProps } from './TopBar';

export type LiveTopBarProps = Omit<TopBarProps, 'notificationCount' | 'connectionState'>;

/**
 * The top bar with its live parts, the bell's count and the realtime connection's state, read here rather
 * than by the shell: a change to either re-renders the bar alone. Read by the shell, a change re-rendered the
 * shell and the open screen with it, synchronously (the connection state is an external store), in one long
 * task on a phone while the screen's first data was rendering. Memoised: the shell re-renders with every
 * screen's first commit, and each render of the bar re-attaches its tooltips' refs, which MUI answers with
 * a synchronous render of each tooltip inside that commit.
 */
export const LiveTopBar = memo(function LiveTopBar(props: LiveTopBarProps) {
  const { count } = useNotificationCount();
  const connectionState = useConnectionState();
  return <TopBar {...props} notificationCount={count} connectionState={connectionState} />;
});
