import { defineRoute } from './defineRoute';
import { access, ANY_ROLE, MANAGER_ROLES } from './access';
import * as scan from '../schemas/scan';
import { deviceRef, emptyResult } from '../schemas/common';

/** Vulnerability scanning (spec 2). */
export const scanRoutes = {
  getVulnerabilityScanning: defineRoute({
    method: 'POST',
    path: 'user/getVulnerabilityScanning',
    access: access.device(ANY_ROLE),
    source: '2',
    body: deviceRef,
    result: scan.scanOverviewResult,
    summary: 'Auto-scan setting, scans and endpoints of a device',
  }),
  createVulnerabilityScan: defineRoute({
    method: 'POST',
    path: 'user/createVulnerabilityScan',
    access: access.device(MANAGER_ROLES, { within: ['devices'] }),
    source: '2',
    body: scan.createScanRequest,
    result: scan.scanRow,
    summary: 'Create a quick or scheduled scan',
  }),
  getScanDetails: defineRoute({
    method: 'GET',
    path: 'user/getScanDetails/{id}',
    access: access.device(ANY_ROLE, { at: { in: 'params', field: 'id', kind: 'scan' } }),
    source: '2',
    params: scan.scanIdParams,
    result: scan.scanDetailsResult,
    summary: 'One scan with its schedule and reports',
  }),
  updateVulnerabilityScan: defineRoute({
    method: 'POST',
    path: 'user/updateVulnerabilityScan',
    access: access.device(MANAGER_ROLES, { within: ['unique_id', 'devices'] }),
    source: '2',
    body: scan.updateScanRequest,
    result: scan.scanRow,
    summary: 'Change the devices, configuration or schedule of a scan',
  }),
  getScanReport: defineRoute({
    method: 'POST',
    path: 'user/getScanReport',
    access: access.device(ANY_ROLE, {
      at: [
        { in: 'body', field: 'unique_id', kind: 'scan', optional: true },
        { in: 'body', field: 'task_id', kind: 'scanReport', optional: true },
      ],
    }),
    source: '2',
    body: scan.scanReportRequest,
    result: scan.scanReportResult,
    summary: 'Link to the report of a scan (latest) or of one run (task_id)',
  }),
  deleteVulnerabilityScan: defineRoute({
    method: 'DELETE',
    path: 'user/deleteVulnerabilityScan/{id}',
    access: access.device(MANAGER_ROLES, { at: { in: 'params', field: 'id', kind: 'scan' } }),
    source: '2',
    params: scan.scanIdParams,
    result: emptyResult,
    summary: 'Delete a scan and its reports',
  }),
  deleteVulnerabilityReport: defineRoute({
    method: 'DELETE',
    path: 'user/deleteVulnerabilityReport/{id}',
    access: access.device(MANAGER_ROLES, { at: { in: 'params', field: 'id', kind: 'scanReport' } }),
    source: '2',
    params: scan.scanIdParams,
    result: emptyResult,
    summary: 'Delete one report (id is its task_id)',
  }),
} as const;
