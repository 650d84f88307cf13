/** The question an auto-blocked endpoint raises for the device's owner and admins (Alerts). */
export const newDeviceMessage = (endpointName: string, mac: string, deviceName: string) =>
  `New device '${endpointName}' (${mac}) wants to connect to ${deviceName}`;

/** The question Auto Scan's quarantine raises: the endpoint is blocked until someone releases it (Accept). */
export const quarantinedDeviceMessage = (
  endpointName: string,
  mac: string,
  deviceName: string,
  severity: string,
) =>
  `Auto Scan found ${severity} severity vulnerabilities on '${endpointName}' (${mac}) and quarantined it on ${deviceName}. Accept to release it, Reject to keep it blocked`;
