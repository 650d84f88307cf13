export { exportCSV } from './exportCSV';
export { getVulnerabilityLogs } from './getVulnerabilityLogs';
