import { describe, expect, it } from 'vitest';
import { topicMatches } from './topicMatches';

describe('topicMatches', () => {
  it.each([
    ['DRA-100001/device/app', 'DRA-100001/device/app', true],
    ['DRA-100001/device/app', 'DRB-100002/device/app', false],
    ['+/device/app', 'DRA-100001/device/app', true],
    ['+/device/app', 'DRA-100001/device/file_structure', false],
    ['gateway/#', 'gateway/DRA-100001/command/ack', true],
    ['gateway/+/telemetry', 'gateway/DRA-100001/command/ack', false],
    ['gateway/+', 'gateway/DRA-100001/telemetry', false],
    ['#', '$SYS/broker/uptime', false],
    ['$SYS/#', '$SYS/broker/uptime', true],
  ])('filter %s against %s is %s', (filter, topic, expected) => {
    expect(topicMatches(filter, topic)).toBe(expected);
  });
});
