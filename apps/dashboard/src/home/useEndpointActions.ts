import { useState } from 'react';
import type { BlockDuration, BlockExtension } from '@drisk/contract';
import { useToast, type EndpointListItem } from '@drisk/ui';
import { useApiMutation } from '../api/useApiMutation';
import { useApiErrorToast } from '../shared/useApiErrorToast';

/**
 * Block (with a duration), Extend (of a timed block) and Unblock of an endpoint device: each sends its call, shows the server's message
 * and refetches the home data (spec 1 §4). A failure shows the server's message and keeps things as they were.
 */
export function useEndpointActions(deviceId: string, onChanged: () => void) {
  const { showToast } = useToast();
  const showError = useApiErrorToast();
  const { mutate: deny, loading: blocking } = useApiMutation('denyDevice');
  const { mutate: unblock } = useApiMutation('unblockIOT');
  const { mutate: extend } = useApiMutation('extendBlock');
  /** The endpoint whose Block was pressed: the duration dialog is open for it. */
  const [blockTarget, setBlockTarget] = useState<EndpointListItem | null>(null);
  const [unblockingMac, setUnblockingMac] = useState<string | null>(null);
  /** The endpoint that just moved, and the list it moved into: its button there takes the focus (a new object per move). */
  const [moved, setMoved] = useState<{ mac_address: string; into: 'connected' | 'blocked' } | null>(null);

  const confirmBlock = async (interval: BlockDuration) => {
    if (!blockTarget) return;
    try {
      const reply = await deny({
        body: { device_id: deviceId, mac_address: blockTarget.mac_address, interval },
      });
      showToast(reply.message, 'success');
      setMoved({ mac_address: blockTarget.mac_address, into: 'blocked' });
      setBlockTarget(null);
      onChanged();
    } catch (error) {
      showError(error);
    }
  };

  const unblockEndpoint = async (endpoint: EndpointListItem) => {
    setUnblockingMac(endpoint.mac_address);
    try {
      const reply = await unblock({ body: { device_id: deviceId, mac_address: endpoint.mac_address } });
      showToast(reply.message, 'success');
      setMoved({ mac_address: endpoint.mac_address, into: 'connected' });
      onChanged();
    } catch (error) {
      showError(error);
    } finally {
      setUnblockingMac(null);
    }
  };

  /** '+15 min' or '+1 h' on a timed block: the block stays, its end moves later. */
  const extendBlock = async (endpoint: EndpointListItem, interval: BlockExtension) => {
    setUnblockingMac(endpoint.mac_address);
    try {
      const reply = await extend({
        body: { device_id: deviceId, mac_address: endpoint.mac_address, interval },
      });
      showToast(reply.message, 'success');
      onChanged();
    } catch (error) {
      showError(error);
    } finally {
      setUnblockingMac(null);
    }
  };

  return {
    blockTarget,
    blocking,
    askBlock: setBlockTarget,
    cancelBlock: () => setBlockTarget(null),
    confirmBlock,
    unblockingMac,
    unblockEndpoint,
    extendBlock,
    moved,
  };
}
