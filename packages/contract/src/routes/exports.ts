import { z } from 'zod';
import { emptyResult } from '../schemas/common';
import { defineRoute } from './defineRoute';
import { access } from './access';

/** How long the link of user/exportCSV serves its file. */
export const EXPORT_LINK_MINUTES = 15;

/** What a link serves: the CSV of user/exportCSV, the HTML and PDF of a scan report (user/getScanReport). */
export const EXPORT_FILE_TYPES = ['csv', 'html', 'pdf'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

/** <43 random base64url characters>.<csv|html|pdf>, as user/exportCSV and user/getScanReport return it in result.url. */
export const exportFileParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.(csv|html|pdf)$/, { error: 'must be the file name of an export link' }),
});

/**
 * Files the api wrote for a user (added: the spec opens result.url of user/exportCSV in a new window).
 * The link serves its file only to the user who asked, for EXPORT_LINK_MINUTES: to a request carrying
 * that user's session in the Auth header, or the cookie the export reply set (a new window sends no Auth
 * header). Anyone else, and everyone after the link expires, gets 404.
 */
export const exportRoutes = {
  downloadExport: defineRoute({
    method: 'GET',
    path: 'exports/{file}',
    access: access.link(['file']),
    source: 'new',
    params: exportFileParams,
    download: true,
    result: emptyResult,
    summary:
      'The file of a user/exportCSV or user/getScanReport link (only to the user who asked, for 15 minutes)',
  }),
} as const;
