import { roleLabel } from '@drisk/contract';

/** The text of an invitation notification, e.g. "Olivia Owner invited you to dRisk-Beta as Guest". */
export const inviteMessage = (inviterName: string, deviceName: string, roleId: number) =>
  `${inviterName} invited you to ${deviceName} as ${roleLabel(roleId)}`;
