import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, type DatagridProps } from 'react-admin';

export interface ResponsiveRowsProps extends Omit<DatagridProps, 'children'> {
  /** What a phone shows: react-admin's SimpleList (one line per record). */
  small: ReactElement;
  /** The table's columns on wider screens. */
  children: ReactNode;
}

/** A table on tablets and desktops, a SimpleList on phones, so every list is usable at 360 px. */
export function ResponsiveRows({ small, children, ...datagrid }: ResponsiveRowsProps) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isSmall) return small;
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} {...datagrid}>
      {children}
    </Datagrid>
  );
}
