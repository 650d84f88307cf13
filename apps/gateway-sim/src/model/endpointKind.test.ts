import { describe, expect, it } from 'vitest';
import { inferEndpointKind } from './endpointKind';

describe('inferEndpointKind', () => {
  it('reads the kind from names the api stores', () => {
    const kinds = Object.fromEntries(
      [
        "Olivia's iPhone 15",
        "Adam's ThinkPad",
        'Reception Smart TV',
        'Lobby Camera',
        'Ring Doorbell',
        'Galaxy Tab S9',
        "Olivia's iPad",
        'Galaxy S24',
        'Nintendo Switch',
        'Meeting Room Speaker',
        'HP LaserJet Pro',
      ].map((name) => [name, inferEndpointKind(name)]),
    );
    expect(kinds).toEqual({
      "Olivia's iPhone 15": 'phone',
      "Adam's ThinkPad": 'laptop',
      'Reception Smart TV': 'tv',
      'Lobby Camera': 'camera',
      'Ring Doorbell': 'camera',
      'Galaxy Tab S9': 'tablet',
      "Olivia's iPad": 'tablet',
      'Galaxy S24': 'phone',
      'Nintendo Switch': 'console',
      'Meeting Room Speaker': 'other',
      'HP LaserJet Pro': 'other',
    });
  });

  it('keeps the fallback when the name says nothing', () => {
    expect(inferEndpointKind("Mia's toy", 'tablet')).toBe('tablet');
    expect(inferEndpointKind('Living Room TV', 'phone')).toBe('tv');
  });
});
