import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { STORAGE_TEXT } from '@drisk/contract/client';
import { formatStorageSize } from '../formatStorageSize';
import { useFormatters } from '../language/useFormatters';
import { useText } from '../language/useText';
import type { FileBrowserEntry } from './fileBrowserTypes';
import { formatModified } from './formatModified';

/** Heights of a list row and of a grid tile; fixed, so the window of rendered rows is plain arithmetic. */
export const FILE_ROW_HEIGHT = 56;
const TILE_HEIGHT = 132;
const TILE_MIN_WIDTH = 150;
/** Rows rendered above and below the visible ones, so fast scrolling does not show blanks. */
const OVERSCAN = 6;

export interface FileListProps {
  entries: readonly FileBrowserEntry[];
  view: 'list' | 'grid';
  /** Largest height of the scrolling area, in pixels. */
  height: number;
  label: string;
  selected: ReadonlySet<string>;
  onToggle: (entry: FileBrowserEntry) => void;
  onToggleAll: () => void;
  onOpen: (entry: FileBrowserEntry) => void;
  onMenu: (entry: FileBrowserEntry, anchor: HTMLElement) => void;
  onDeleteKey?: (entry: FileBrowserEntry) => void;
  /** The folder has entries past the last one given: `onLoadMore` is called as the list nears its end. */
  hasMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The rows of the FileBrowser, windowed: only the rows in view (plus a few) are in the DOM, so a folder of
 * 100,000 entries scrolls as smoothly as one of ten. One row holds the focus at a time (roving tabindex):
 * arrows, Home, End and Page keys move it, Space selects, Enter opens a folder or a file's menu, Delete
 * asks to delete, the context-menu key (or Shift+F10) opens the menu.
 */
export function FileList(props: FileListProps) {
  const {
    entries,
    view,
    height,
    label,
    selected,
    onToggle,
    onToggleAll,
    onOpen,
    onMenu,
    onDeleteKey,
    hasMore = false,
    onLoadMore,
  } = props;
  const text = useText(STORAGE_TEXT);
  const { amount, locale } = useFormatters();
  // Sizes and dates as the language writes them ('1,5 MB', '26. November 2026 um 14:05'); English as before.
  const size = (bytes: number) => amount(formatStorageSize(bytes));
  const modified = (lastmod: string) => formatModified(lastmod, locale);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState(0);
  const focusAfterRender = useRef(false);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = view === 'grid' ? Math.max(2, Math.floor(width / TILE_MIN_WIDTH) || 2) : 1;
  const lineHeight = view === 'grid' ? TILE_HEIGHT : FILE_ROW_HEIGHT;
  const lines = Math.ceil(entries.length / columns);
  const viewport = Math.min(height, lines * lineHeight);
  const firstLine = Math.max(0, Math.floor(scrollTop / lineHeight) - OVERSCAN);
  const lastLine = Math.min(lines, Math.ceil((scrollTop + height) / lineHeight) + OVERSCAN);
  const current = Math.min(active, Math.max(0, entries.length - 1));

  // Asks for more once the rendered window reaches the last lines (and again only when it grows or moves).
  const nearEnd = hasMore && lastLine >= lines - OVERSCAN;
  useEffect(() => {
    if (nearEnd) onLoadMore?.();
  }, [nearEnd, lines, onLoadMore]);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    scrollRef.current
      ?.querySelector<HTMLElement>(`[data-index="${current}"]`)
      ?.focus({ preventScroll: true });
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(entries.length - 1, index));
    const element = scrollRef.current;
    if (element) {
      const line = Math.floor(next / columns);
      let top = element.scrollTop;
      if (line * lineHeight < top) top = line * lineHeight;
      else if ((line + 1) * lineHeight > top + viewport) top = (line + 1) * lineHeight - viewport;
      if (top !== element.scrollTop) {
        element.scrollTop = top;
        setScrollTop(top);
      }
    }
    focusAfterRender.current = true;
    setActive(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const entry = entries[current];
    if (!entry || event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor(viewport / lineHeight) - 1) * columns;
    const moves: Record<string, number> = {
      ArrowDown: current + columns,
      ArrowUp: current - columns,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: entries.length - 1,
      ...(view === 'grid' ? { ArrowRight: current + 1, ArrowLeft: current - 1 } : {}),
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]);
    } else if (event.key === ' ') {
      event.preventDefault();
      onToggle(entry);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (entry.type === 'directory') onOpen(entry);
      else onMenu(entry, event.currentTarget);
    } else if (event.key === 'Delete' && onDeleteKey) {
      event.preventDefault();
      onDeleteKey(entry);
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      onMenu(entry, event.currentTarget);
    }
  };

  const allSelected = entries.length > 0 && selected.size === entries.length;
  const stop = (event: MouseEvent) => event.stopPropagation();
  const rows = [];
  for (let line = firstLine; line < lastLine; line++) {
    for (let column = 0; column < columns; column++) {
      const index = line * columns + column;
      const entry = entries[index];
      if (!entry) break;
      const isActive = index === current;
      const isSelected = selected.has(entry.path);
      const folder = entry.type === 'directory';
      const details = `${modified(entry.lastmod)}${folder ? '' : ` · ${size(entry.size)}`}`;
      rows.push(
        <Box
          key={entry.path}
          role="row"
          aria-rowindex={index + 2}
          aria-selected={isSelected}
          aria-label={entry.name}
          data-index={index}
          tabIndex={isActive ? 0 : -1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setActive(index);
          }}
          onKeyDown={handleKeyDown}
          onClick={() => {
            setActive(index);
            if (folder) onOpen(entry);
          }}
          sx={{
            position: 'absolute',
            top: line * lineHeight,
            left: `${(column / columns) * 100}%`,
            width: `${100 / columns}%`,
            height: lineHeight,
            boxSizing: 'border-box',
            display: 'grid',
            alignItems: 'center',
            cursor: folder ? 'pointer' : 'default',
            bgcolor: isSelected ? 'action.selected' : undefined,
            outline: 'none',
            '&:hover': { bgcolor: isSelected ? 'action.selected' : 'action.hover' },
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            ...(view === 'list'
              ? {
                  gridTemplateColumns: {
                    xs: '44px 32px minmax(0, 1fr) 44px',
                    sm: '44px 32px minmax(0, 1fr) 210px 96px 44px',
                  },
                  borderBottom: 1,
                  borderColor: 'divider',
                  px: 0.5,
                }
              : {
                  gridTemplateColumns: '44px minmax(0, 1fr) 44px',
                  gridTemplateRows: '44px minmax(0, 1fr)',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: 0.5,
                  // Gutters between tiles without changing the arithmetic of their positions.
                  backgroundClip: 'content-box',
                }),
          }}
        >
          <Box role="gridcell" onClick={stop}>
            <Checkbox
              size="small"
              checked={isSelected}
              onChange={() => onToggle(entry)}
              slotProps={{
                input: { 'aria-label': text.selectEntry(entry.name), tabIndex: isActive ? 0 : -1 },
              }}
            />
          </Box>
          <Box
            role="gridcell"
            aria-label={folder ? text.folder : text.file}
            sx={{
              display: 'flex',
              color: folder ? 'warning.main' : 'text.secondary',
              ...(view === 'grid'
                ? { gridColumn: '1 / -1', gridRow: 2, justifyContent: 'center', fontSize: 40 }
                : {}),
            }}
          >
            {folder ? <FolderIcon fontSize="inherit" /> : <InsertDriveFileOutlined fontSize="inherit" />}
          </Box>
          <Box
            role="gridcell"
            sx={{ minWidth: 0, ...(view === 'grid' ? { gridColumn: 2, gridRow: 1 } : {}) }}
          >
            <Typography variant="body2" noWrap title={entry.name} sx={{ fontWeight: folder ? 500 : 400 }}>
              {entry.name}
            </Typography>
            <Typography
              variant="caption"
              noWrap
              sx={{
                color: 'text.secondary',
                display: view === 'list' ? { xs: 'block', sm: 'none' } : 'block',
              }}
            >
              {view === 'grid' && !folder ? size(entry.size) : details}
            </Typography>
          </Box>
          {view === 'list' ? (
            <>
              <Typography
                role="gridcell"
                variant="body2"
                noWrap
                sx={{ display: { xs: 'none', sm: 'block' }, px: 1 }}
              >
                {modified(entry.lastmod)}
              </Typography>
              <Typography
                role="gridcell"
                variant="body2"
                noWrap
                sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', px: 1 }}
              >
                {folder ? '' : size(entry.size)}
              </Typography>
            </>
          ) : null}
          <Box
            role="gridcell"
            onClick={stop}
            sx={view === 'grid' ? { gridColumn: 3, gridRow: 1 } : undefined}
          >
            <IconButton
              size="small"
              aria-label={text.actionsFor(entry.name)}
              aria-haspopup="menu"
              tabIndex={isActive ? 0 : -1}
              onClick={(event) => onMenu(entry, event.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </IconButton>
          </Box>
        </Box>,
      );
    }
  }

  return (
    <Box
      role="grid"
      aria-label={label}
      // -1: the number of rows is not known yet (ARIA), while more are to come.
      aria-rowcount={hasMore ? -1 : entries.length + 1}
      aria-multiselectable
      sx={{ minWidth: 0 }}
    >
      <Box
        role="row"
        aria-rowindex={1}
        sx={{
          display: 'grid',
          alignItems: 'center',
          gridTemplateColumns: {
            xs: '44px minmax(0, 1fr)',
            sm: view === 'list' ? '44px 32px minmax(0, 1fr) 210px 96px 44px' : '44px minmax(0, 1fr)',
          },
          borderBottom: 1,
          borderColor: 'divider',
          px: 0.5,
          color: 'text.secondary',
        }}
      >
        <Box role="columnheader">
          <Checkbox
            size="small"
            checked={allSelected}
            indeterminate={selected.size > 0 && !allSelected}
            onChange={onToggleAll}
            slotProps={{ input: { 'aria-label': text.selectAll } }}
          />
        </Box>
        {view === 'list' ? (
          <>
            <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Typography role="columnheader" variant="caption" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {text.name}
            </Typography>
            <Typography
              role="columnheader"
              variant="caption"
              sx={{ display: { xs: 'none', sm: 'block' }, px: 1 }}
            >
              {text.modified}
            </Typography>
            <Typography
              role="columnheader"
              variant="caption"
              sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', px: 1 }}
            >
              {text.size}
            </Typography>
          </>
        ) : null}
        <Typography
          role="columnheader"
          variant="caption"
          sx={{ display: { xs: 'block', sm: view === 'list' ? 'none' : 'block' } }}
        >
          {text.selectAll}
        </Typography>
      </Box>
      <Box
        ref={scrollRef}
        role="rowgroup"
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        sx={{ position: 'relative', height: viewport, overflowY: 'auto', overflowX: 'hidden' }}
      >
        <Box sx={{ position: 'relative', height: lines * lineHeight }}>{rows}</Box>
      </Box>
    </Box>
  );
}
