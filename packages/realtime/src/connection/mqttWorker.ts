// The dedicated worker that runs mqtt.js for the page (mqttOverPort.ts says why). An app starts it with
// runMqttInWorker; a page that does not runs mqtt.js on its own thread.
import * as mqtt from 'mqtt';
import { pickConnect } from './loadMqtt';
import { serveMqttOverPort, type PortLike } from './mqttOverPort';

// A dedicated worker's global scope posts and receives like a MessagePort.
serveMqttOverPort(self as unknown as PortLike, pickConnect(mqtt));
