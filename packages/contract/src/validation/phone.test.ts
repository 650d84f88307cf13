import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, phoneError } from './phone';

describe('registration phone rule', () => {
  it.each(['5550100001', '555-010-0001', ' 5550100001 '])('accepts %j', (value) => {
    expect(phoneError(value)).toBeNull();
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['', 'Please put valid phone number'],
    ['555 010 0001', 'Please put valid phone number'],
    ['+15550100001', 'Please put valid phone number'],
    ['555-010-000a', 'Please put valid phone number'],
    ['55-5010-0001', 'Please put valid phone number'],
    ['--5550100001', 'Please put valid phone number'],
    ['123', 'Please put 10 digit phone number'],
    ['12345678901', 'Please put 10 digit phone number'],
    ['555-010-01', 'Please put 10 digit phone number'],
    ['555-0100-00011', 'Please put 10 digit phone number'],
  ])('rejects %j with %j', (value, message) => {
    expect(phoneError(value)).toBe(message);
    expect(isValidPhone(value)).toBe(false);
  });

  it('normalises dashed and undashed forms to the same digits', () => {
    expect(normalizePhone('555-010-0001')).toBe(normalizePhone('5550100001'));
  });
});
