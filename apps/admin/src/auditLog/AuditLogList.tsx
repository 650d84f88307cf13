import { Box, Typography } from '@mui/material';
import { ADMIN_TEXT } from '@drisk/contract/client';
import type { AuditLogEntry } from '@drisk/contract';
import { DateField, FunctionField, SimpleList, TextField } from 'react-admin';
import { ConsoleList } from '../shared/ConsoleList';
import { ResponsiveRows } from '../shared/ResponsiveRows';

/** The fields a change touched, before → after, one per line. */
function ChangeSummary({ entry }: { entry: AuditLogEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {keys.map((key) => {
        const before = entry.before?.[key];
        const after = entry.after?.[key];
        if (entry.before && entry.after && JSON.stringify(before) === JSON.stringify(after)) return null;
        return (
          <li key={key}>
            {key}: {entry.before ? `${show(before)} → ` : ''}
            {entry.after ? show(after) : '–'}
          </li>
        );
      })}
    </Box>
  );
}

const describe = (entry: AuditLogEntry) => `${entry.action} ${entry.resource} ${entry.record_id}`;

/** Audit log: who changed what through the console and when, with the values before and after. */
export function AuditLogList() {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {ADMIN_TEXT.tabAuditLog}
      </Typography>
      <ConsoleList
        resource="auditLog"
        sort={{ field: 'id', order: 'DESC' }}
        searchable
        actions={false}
        title={ADMIN_TEXT.consoleTitle}
      >
        <ResponsiveRows
          small={
            <SimpleList<AuditLogEntry>
              primaryText={(entry) => describe(entry)}
              secondaryText={(entry) => entry.actor_email}
              tertiaryText={(entry) => new Date(entry.created_at).toLocaleString()}
              rowClick={false}
            />
          }
        >
          <DateField source="created_at" label="When" showTime />
          <TextField source="actor_email" label="Who" />
          <TextField source="action" label="Action" />
          <TextField source="resource" label="Resource" />
          <TextField source="record_id" label="Record" sortable={false} />
          <FunctionField<AuditLogEntry> label="Change" render={(entry) => <ChangeSummary entry={entry} />} />
        </ResponsiveRows>
      </ConsoleList>
    </>
  );
}
