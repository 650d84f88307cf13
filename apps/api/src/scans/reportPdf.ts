import PDFDocument from 'pdfkit';
import { configLabel, endpointLines, severityCounts, sortedFindings, type ReportContent } from './reportHtml';

const COLOURS = { High: '#c62828', Medium: '#ef6c00', Low: '#1565c0', None: '#607d8b' } as const;

/** The report as a PDF: a title page, a summary by severity, then a table of findings (pdfkit, A4). */
export function renderReportPdf(report: ReportContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Vulnerability scan report: ${report.scanName}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Title page.
  doc.moveDown(8).fontSize(28).text('Vulnerability scan report', { align: 'center' });
  doc.moveDown().fontSize(18).text(report.scanName, { align: 'center' });
  doc.moveDown(2).fontSize(12);
  for (const [label, value] of [
    ['Gateway', report.deviceName],
    ['Configuration', configLabel(report.scanConfig)],
    ['Run', `${report.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
    ['Status', report.message ? `${report.status}: ${report.message}` : report.status],
    ['Severity', report.severity || 'None'],
  ])
    doc.text(`${label}: ${value}`, { align: 'center' });

  // Summary by severity.
  doc.addPage().fontSize(18).text('Summary');
  doc.moveDown().fontSize(12);
  for (const [severity, n] of severityCounts(report.findings))
    doc.fillColor(COLOURS[severity]).text(`${severity}: ${n} finding${n === 1 ? '' : 's'}`);
  doc.fillColor('black');
  const lines = endpointLines(report);
  if (lines.length) {
    doc.moveDown().fontSize(14).text(`Endpoints scanned (${lines.length})`);
    doc.moveDown(0.5).fontSize(11);
    for (const line of lines) doc.text(`${line.endpoint}: ${line.outcome}`);
  }

  // Findings table: severity, score, finding, endpoint, port, remedy.
  doc.addPage().fontSize(18).text(`Findings (${report.findings.length})`);
  doc.moveDown(0.5).fontSize(9);
  const columns = [
    { title: 'Severity', width: 50 },
    { title: 'CVSS', width: 32 },
    { title: 'Finding', width: 160 },
    { title: 'Endpoint', width: 85 },
    { title: 'Port', width: 48 },
    { title: 'Remedy', width: 120 },
  ];
  const row = (cells: string[], colour = 'black') => {
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = doc.page.margins.left;
    cells.forEach((cell, i) => {
      doc.fillColor(i === 0 ? colour : 'black').text(cell, x + 2, top + 3, { width: columns[i]!.width - 4 });
      x += columns[i]!.width;
    });
    doc
      .moveTo(doc.page.margins.left, top + height)
      .lineTo(x, top + height)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = doc.page.margins.left;
    doc.y = top + height;
  };
  row(columns.map((c) => c.title));
  if (!report.findings.length) doc.moveDown().text('No findings.');
  for (const f of sortedFindings(report.findings))
    row(
      [
        f.severity,
        f.cvss_score.toFixed(1),
        `${f.name} (${f.ref})`,
        `${f.endpoint_name} ${f.endpoint_ip}`,
        `${f.port}/${f.protocol}`,
        f.remedy,
      ],
      COLOURS[f.severity],
    );
  doc.end();
  return done;
}
