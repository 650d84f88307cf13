import { TOTAL_COUNT_HEADER } from '@drisk/contract/client';
import { describe, expect, it } from 'vitest';
import { createDriskDataProvider } from './createDriskDataProvider';
import type { HttpClient } from './driskHttpClient';

function recorder(json: unknown, headers: Record<string, string> = {}) {
  const urls: string[] = [];
  const httpClient: HttpClient = async (url, options = {}) => {
    urls.push(`${options.method ?? 'GET'} ${url}`);
    return { status: 200, headers: new Headers(headers), body: JSON.stringify(json), json };
  };
  return { urls, provider: createDriskDataProvider({ apiUrl: '/api/3.0', httpClient }) };
}

describe('the threat dashboard methods', () => {
  it('threatSummary asks admin/threat-summary for the range and answers the result', async () => {
    const summary = { total: 3 };
    const { urls, provider } = recorder(summary);
    expect(await provider.threatSummary({ from: '11/01/2026', to: '11/30/2026' })).toBe(summary);
    expect(urls).toEqual(['GET /api/3.0/admin/threat-summary?from=11%2F01%2F2026&to=11%2F30%2F2026']);
  });

  it('threatAlerts sends the slice and the page, and reads the total from X-Total-Count', async () => {
    const rows = [{ id: 'blocked:1' }];
    const { urls, provider } = recorder(rows, { [TOTAL_COUNT_HEADER]: '17' });
    const reply = await provider.threatAlerts({
      from: '11/01/2026',
      to: '11/30/2026',
      customer_id: 4,
      dimension: 'impact',
      value: 'Critical',
      pagination: { page: 2, perPage: 5 },
    });
    expect(reply).toEqual({ data: rows, total: 17 });
    expect(urls).toEqual([
      'GET /api/3.0/admin/threat-alerts?from=11%2F01%2F2026&to=11%2F30%2F2026&customer_id=4&dimension=impact&value=Critical&page=2&per_page=5',
    ]);
  });
});
