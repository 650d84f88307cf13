/** The question an auto-blocked endpoint raises for the device's owner and admins (Alerts). */
export const newDeviceMessage = (endpointName: string, mac: string, deviceName: string) =>
  `New device '${endpointName}' (${mac}) wants to connect to ${deviceName}`;
