export { exportCSV } from './exportCSV';
export { getVulnerabilityLogs } from './getVulnerabilityLogs';
export { getVulnerabilityLogsForSnort } from './getVulnerabilityLogsForSnort';
