import { realtimeConnectionSuite } from './realtimeConnectionSuite';

realtimeConnectionSuite('with mqtt.js on this thread');
