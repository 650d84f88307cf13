import type { ReactElement } from 'react';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AppRegistrationOutlined from '@mui/icons-material/AppRegistrationOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';

export type NavAction = 'invite' | 'logout';

export type NavItem =
  | { kind: 'link'; label: string; to: string; icon: ReactElement; adminOnly?: boolean }
  | { kind: 'action'; label: string; action: NavAction; icon: ReactElement };

/** The sidebar of spec 1 §2.4, in its order. Admin shows only to corporate users with role 1 or 3. */
export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', label: 'Home', to: '/dashboard/home', icon: <HomeOutlined /> },
  { kind: 'link', label: 'Access', to: '/dashboard/access', icon: <LockOutlined /> },
  { kind: 'link', label: 'Trusted', to: '/dashboard/trusted', icon: <GroupsOutlined /> },
  { kind: 'link', label: 'Tracking', to: '/dashboard/map', icon: <MapOutlined /> },
  { kind: 'link', label: 'Settings', to: '/dashboard/settings', icon: <SettingsOutlined /> },
  { kind: 'link', label: 'Account', to: '/dashboard/profile', icon: <AccountCircleOutlined /> },
  { kind: 'link', label: 'Registration', to: '/dashboard/registration', icon: <AppRegistrationOutlined /> },
  { kind: 'link', label: 'Switch Device', to: '/dashboard/switchDevices', icon: <SwapHorizOutlined /> },
  {
    kind: 'link',
    label: 'Vulnerability Scanning',
    to: '/dashboard/vulnerabilityScan',
    icon: <BugReportOutlined />,
  },
  { kind: 'link', label: 'More', to: '/dashboard/more', icon: <MoreHorizOutlined /> },
  { kind: 'link', label: 'Notifications', to: '/dashboard/notification', icon: <NotificationsOutlined /> },
  { kind: 'action', label: 'Invite', action: 'invite', icon: <PersonAddAltOutlined /> },
  { kind: 'link', label: 'Feedback', to: '/dashboard/feedback', icon: <FeedbackOutlined /> },
  { kind: 'link', label: 'Help', to: '/dashboard/help', icon: <HelpOutlineOutlined /> },
  {
    kind: 'link',
    label: 'Admin',
    to: '/dashboard/admin',
    icon: <AdminPanelSettingsOutlined />,
    adminOnly: true,
  },
  { kind: 'action', label: 'Logout', action: 'logout', icon: <LogoutOutlined /> },
];
