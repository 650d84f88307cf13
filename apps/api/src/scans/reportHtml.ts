import {
  SCAN_CONFIGS,
  SCAN_SEVERITIES,
  type ScanFinding,
  type ScanRunSummary,
  type ScanSeverity,
} from '@drisk/contract';

/** What a report shows: the scan, the run and its findings. */
export interface ReportContent {
  scanName: string;
  scanConfig: string;
  deviceName: string;
  createdAt: Date;
  status: string;
  severity: string;
  message: string;
  findings: ScanFinding[];
  /** How each endpoint fared, as the gateway reported it (absent for runs that never reached one). */
  summary?: ScanRunSummary | null;
}

/** One line per endpoint of the run: its name, address, how far its scan got and what it found. */
export function endpointLines(report: ReportContent): { endpoint: string; outcome: string }[] {
  return (report.summary?.endpoints ?? []).map((e) => {
    const found = report.findings.filter((f) => f.endpoint_ip === e.ip_address).length;
    return {
      endpoint: `${e.name} (${e.ip_address})`,
      outcome:
        e.status === 'Done'
          ? `Done, ${found} finding${found === 1 ? '' : 's'}`
          : `${e.status} at ${e.progress}%`,
    };
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const configLabel = (value: string) => SCAN_CONFIGS.find((c) => c.value === value)?.label ?? value;

/** Findings per severity, worst first, zeros included. */
export function severityCounts(findings: ScanFinding[]): [ScanSeverity, number][] {
  return SCAN_SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length]);
}

/** Worst first, then by score. */
export const sortedFindings = (findings: ScanFinding[]) =>
  [...findings].sort(
    (a, b) =>
      SCAN_SEVERITIES.indexOf(a.severity) - SCAN_SEVERITIES.indexOf(b.severity) ||
      b.cvss_score - a.cvss_score,
  );

const COLOURS: Record<ScanSeverity, string> = {
  High: '#c62828',
  Medium: '#ef6c00',
  Low: '#1565c0',
  None: '#607d8b',
};

/** A self-contained, printable HTML page (no scripts, no outside resources). */
export function renderReportHtml(report: ReportContent): string {
  const rows = sortedFindings(report.findings)
    .map(
      (f) => `<tr>
  <td><span class="sev" style="background:${COLOURS[f.severity]}">${f.severity}</span></td>
  <td>${f.cvss_score.toFixed(1)}<div class="muted">${escapeHtml(f.cvss_vector)}</div></td>
  <td><strong>${escapeHtml(f.name)}</strong><div class="muted">${escapeHtml(f.ref)}</div><p>${escapeHtml(f.description)}</p></td>
  <td>${escapeHtml(f.endpoint_name)}<div class="muted">${escapeHtml(f.endpoint_ip)}</div></td>
  <td>${f.port}/${f.protocol}</td>
  <td>${escapeHtml(f.remedy)}</td>
</tr>`,
    )
    .join('\n');
  const summary = severityCounts(report.findings)
    .map(([s, n]) => `<li><span class="sev" style="background:${COLOURS[s]}">${s}</span> ${n}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vulnerability scan report: ${escapeHtml(report.scanName)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1d1d1f}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}
.sev{color:#fff;border-radius:4px;padding:.1rem .4rem;font-size:.85rem}.muted{color:#666;font-size:.8rem}
ul.summary{list-style:none;padding:0;display:flex;gap:1.5rem}p{margin:.3rem 0}
@media (max-width:700px){td:nth-child(6),th:nth-child(6){display:none}}
</style></head><body>
<h1>Vulnerability scan report</h1>
<dl>
<dt>Scan</dt><dd>${escapeHtml(report.scanName)} (${escapeHtml(configLabel(report.scanConfig))})</dd>
<dt>Gateway</dt><dd>${escapeHtml(report.deviceName)}</dd>
<dt>Run</dt><dd>${report.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC</dd>
<dt>Status</dt><dd>${escapeHtml(report.status)}${report.message ? `: ${escapeHtml(report.message)}` : ''}</dd>
<dt>Severity</dt><dd>${escapeHtml(report.severity || 'None')}</dd>
</dl>
<h2>Summary</h2><ul class="summary">${summary}</ul>
${
  report.summary
    ? `<h2>Endpoints scanned (${report.summary.endpoints.length})</h2><table><tbody>${endpointLines(report)
        .map((line) => `<tr><td>${escapeHtml(line.endpoint)}</td><td>${escapeHtml(line.outcome)}</td></tr>`)
        .join('')}</tbody></table>`
    : ''
}
<h2>Findings (${report.findings.length})</h2>
${
  report.findings.length
    ? `<table><thead><tr><th>Severity</th><th>CVSS</th><th>Finding</th><th>Endpoint</th><th>Port</th><th>Remedy</th></tr></thead><tbody>
${rows}
</tbody></table>`
    : '<p>No findings.</p>'
}
</body></html>
`;
}
