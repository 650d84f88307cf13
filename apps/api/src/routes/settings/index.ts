export { getSettings } from './getSettings';
export { updateSettings } from './updateSettings';
export { updateSSID } from './updateSSID';
export { connectWiFiClient, disconnectFromClient, getAvailableWiFiNetworks } from './wifiClient';
