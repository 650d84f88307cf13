/** Vulnerability Scans, Update Vulnerability Scan and Scan Reports (spec 2 §2): what UI_TEXT does not hold. */
export const SCAN_TEXT = {
  loadingScans: 'Loading scans',
  loadingScan: 'Loading the scan',
  loadingReports: 'Loading reports',
  save: 'Save',
  update: 'Update',
  edit: 'Edit',
  delete: 'Delete',
  selectedDevices: 'Selected devices',
  /** SCAN_CONFIGS' labels, by value. */
  configs: { full_and_fast: 'Full and Fast', discovery: 'Discovery', base: 'Base' },
  /** QUARANTINE_LABELS, by value. */
  quarantine: { high: 'High', medium: 'Medium', low: 'Low', none: 'None' },
  /** A run's severity as the gateway reports it (SCAN_SEVERITIES). */
  severities: { High: 'High', Medium: 'Medium', Low: 'Low', None: 'None' },
  /** A scan's status as the gateway reports it (SCAN_STATUS); 'Running 40%' and 'Stopped …' keep their tail. */
  statuses: {
    Scheduled: 'Scheduled',
    Queued: 'Queued',
    Running: 'Running',
    Done: 'Done',
    Stopped: 'Stopped',
  },
  columns: {
    name: 'Name',
    user: 'User',
    upcomingScan: 'Upcoming scan',
    severity: 'Severity',
    status: 'Status',
    reports: 'Reports',
    action: 'Action',
    createDate: 'Create Date',
  },
  reportsOf: (count: number, name: string) => `${count} reports of ${name}`,
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  openReport: 'Open report',
  downloadPdf: 'Download PDF',
  openReportLabel: (date: string) => `Open report of ${date} (opens in a new tab)`,
  downloadPdfLabel: (date: string) => `Download PDF of ${date}`,
  deleteReportLabel: (date: string) => `Delete report of ${date}`,
} as const;
