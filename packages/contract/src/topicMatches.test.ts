import { describe, expect, it } from 'vitest';
import { isTopicFilter, isTopicName, topicMatches } from './topicMatches';
import { topicFilters, topics } from './topicNames';

const DEVICE = 'DRA-100001';

describe('topicMatches', () => {
  it.each([
    // Exact topics.
    [topics.deviceApp(DEVICE), topics.deviceApp(DEVICE), true],
    [topics.deviceApp(DEVICE), topics.deviceApp('DRB-100002'), false],
    ['a/b', 'a/b/c', false],
    ['a/b/c', 'a/b', false],
    ['a/b', 'A/b', false],
  ])('filter %j against %j is %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
  });

  it.each([
    ['+/device/app', topics.deviceApp(DEVICE), true],
    ['+/device/app', topics.fileStructureResponse(DEVICE), false],
    [topicFilters.gatewayTelemetry, topics.gatewayTelemetry(DEVICE), true],
    [topicFilters.gatewayTelemetry, topics.gatewayCommandAck(DEVICE), false],
    [topicFilters.gatewayCommandAck, topics.gatewayCommandAck(DEVICE), true],
    ['gateway/+', topics.gatewayTelemetry(DEVICE), false],
    ['+', 'a', true],
    ['+', 'a/b', false],
    // '+' is one level, an empty one included.
    ['+/a', '/a', true],
    ['a/+', 'a/', true],
    ['+/+', '/', true],
  ])('+: filter %j against %j is %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
  });

  it.each([
    ['gateway/#', topics.gatewayCommandAck(DEVICE), true],
    ['#', topics.userApp(42), true],
    // '#' also matches the parent level (§4.7.1.2).
    ['sport/tennis/#', 'sport/tennis', true],
    ['sport/tennis/#', 'sport/tennisplayer1', false],
    ['sport/+/#', 'sport/tennis', true],
    ['sport/+/#', 'sport', false],
  ])('#: filter %j against %j is %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
  });

  it.each([
    // $-topics are the broker's: wildcards at the first level do not reach them (§4.7.2).
    ['#', '$SYS/broker/uptime', false],
    ['+/broker/uptime', '$SYS/broker/uptime', false],
    ['+/#', '$SYS/broker/uptime', false],
    ['$SYS/#', '$SYS/broker/uptime', true],
    ['$SYS/+/uptime', '$SYS/broker/uptime', true],
    ['$SYS/broker/uptime', '$SYS/broker/uptime', true],
    ['$SYS/#', 'SYS/broker/uptime', false],
  ])('$-topics: filter %j against %j is %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
  });

  it.each([
    [`$share/drisk-api/${topicFilters.gatewayTelemetry}`, topics.gatewayTelemetry(DEVICE), true],
    [`$share/drisk-api/${topicFilters.gatewayTelemetry}`, topics.gatewayCommandAck(DEVICE), false],
    ['$share/g/#', 'a/b', true],
    ['$share/g/#', '$SYS/broker/uptime', false],
    ['$share/g/a', 'a', true],
    // The group is not a level of the topic.
    ['$share/g/a', 'g/a', false],
    // Malformed shares: no group, no filter, a wildcard for a group.
    ['$share//a', 'a', false],
    ['$share/g', 'g', false],
    ['$share/+/a', 'a', false],
  ])('$share: filter %j against %j is %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
  });

  it.each([
    ['a/#/b', 'a/x/b'],
    ['sport#', 'sport'],
    ['a+', 'a+'],
    ['a/b+/c', 'a/b+/c'],
    ['', ''],
  ])('a malformed filter %j matches nothing, not even %j', (filter, topic) => {
    expect(isTopicFilter(filter)).toBe(false);
    expect(topicMatches(filter, topic)).toBe(false);
  });

  it('a topic name with a wildcard is not a topic, so nothing matches it', () => {
    expect(isTopicName('a/+')).toBe(false);
    expect(isTopicName('a/#')).toBe(false);
    expect(isTopicName('')).toBe(false);
    expect(isTopicName('a\u0000b')).toBe(false);
    expect(topicMatches('#', 'a/+')).toBe(false);
    expect(topicMatches('a/+', 'a/+')).toBe(false);
  });

  it('accepts the filters the api subscribes to', () => {
    for (const filter of [...Object.values(topicFilters), '#', '$share/drisk-api/gateway/+/telemetry']) {
      expect(isTopicFilter(filter)).toBe(true);
    }
  });
});
