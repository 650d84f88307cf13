export { denyDevice } from './denyDevice';
export { extendBlock } from './extendBlock';
export { iotRename } from './iotRename';
export { unblockAcceptedNewDevice } from './acceptNewDevice';
export { unblockEndpoint } from './unblockEndpoint';
export { unblockIOT } from './unblockIOT';
