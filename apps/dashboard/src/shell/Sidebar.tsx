import { NavLink } from 'react-router';
import {
  Box,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { PRODUCT_NAME } from '../screens';
import { NAV_ITEMS, type NavAction } from './navItems';

export const SIDEBAR_WIDTH = 260;

export interface SidebarProps {
  /** 'permanent' beside the page on wide screens, 'temporary' over it on phones. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  /** Whether the Admin entry shows (corporate user, role 1 or 3). */
  showAdmin: boolean;
  /** Called after a link is followed, so the phone drawer can close. */
  onNavigate: () => void;
  onAction: (action: NavAction) => void;
}

/** The navigation drawer of spec 1 §2.4: the product title, then every link and action in the spec's order. */
export function Sidebar({ variant, open, onClose, showAdmin, onNavigate, onAction }: SidebarProps) {
  const items = NAV_ITEMS.filter((item) => item.kind === 'action' || !item.adminOnly || showAdmin);

  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Box component="nav" aria-label="Main menu" id="main-menu" sx={{ overflowY: 'auto' }}>
        <Toolbar sx={{ gap: 1 }}>
          <ShieldOutlined color="primary" aria-hidden />
          <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {PRODUCT_NAME}
          </Typography>
        </Toolbar>
        <Divider />
        <List dense>
          {items.map((item) => (
            <ListItem key={item.label} disablePadding>
              {item.kind === 'link' ? (
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  onClick={onNavigate}
                  sx={{
                    '&.active': {
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ) : (
                <ListItemButton onClick={() => onAction(item.action)}>
                  <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
