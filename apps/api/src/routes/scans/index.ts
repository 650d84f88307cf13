export { deleteVulnerabilityReport, deleteVulnerabilityScan } from './deleteScan';
export { getScanDetails } from './getScanDetails';
export { getVulnerabilityScanning } from './getVulnerabilityScanning';
export { createVulnerabilityScan, updateVulnerabilityScan } from './saveScan';
export { getScanReport } from './getScanReport';
