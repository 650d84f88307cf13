const MEGABYTE = 1024 * 1024;
const GIGABYTE = 1024 * MEGABYTE;

/** Megabytes with two decimals as a number: the donut's *_graph values (the dashboard divides them by 1024). */
export const megabytes = (bytes: number): number => Math.round((bytes / MEGABYTE) * 100) / 100;

/** '12.34 MB': the chart's data_download and data_upload (spec 1 §3). */
export const megabytesText = (bytes: number): string => `${(bytes / MEGABYTE).toFixed(2)} MB`;

/** '812.50 MB' below a gigabyte, '3.27 GB' from there on: the bandwidth card's figures. */
export const dataAmountText = (bytes: number): string =>
  bytes >= GIGABYTE ? `${(bytes / GIGABYTE).toFixed(2)} GB` : megabytesText(bytes);
