/** One file or folder shown by the FileBrowser (spec 3 §3 'File or folder entry'). */
export interface FileBrowserEntry {
  type: 'file' | 'directory';
  /** The name shown (the basename). */
  name: string;
  /** Its full path in the storage; the key of the row and what the actions receive. */
  path: string;
  /** Last-modified date as the server sends it (any text Date can read). */
  lastmod: string;
  /** Bytes; folders show no size. */
  size: number;
}

/** A step of the breadcrumb trail: the root first, the open folder last. */
export interface FileBrowserCrumb {
  label: string;
  path: string;
}

/** One file being uploaded, as the app reports it. */
export interface FileBrowserUpload {
  id: string;
  name: string;
  /** Bytes sent so far and in all. */
  loaded: number;
  total: number;
  status: 'uploading' | 'done' | 'failed' | 'canceled';
  /** Why it failed (the server's message). */
  error?: string;
}

/** An external drive a file can be copied to. */
export interface FileBrowserDrive {
  id: string;
  label: string;
}
