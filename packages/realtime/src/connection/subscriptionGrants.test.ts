import { subscriptionGrantsSuite } from './subscriptionGrantsSuite';

subscriptionGrantsSuite('with mqtt.js on this thread');
