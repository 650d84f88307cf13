export { getAllIOTDevices } from './getAllIOTDevices';
export { getParentalSettings } from './getParentalSettings';
export { updateParentalSettings } from './updateParentalSettings';
