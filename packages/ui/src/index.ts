/**
 * @drisk/ui: the dRisk widget library (React 19, MUI 9).
 * Every public export is listed here by name; nothing is exported by default.
 */

// Theme
export { createDriskTheme, DRISK_BORDER_RADIUS, DRISK_BRAND } from './theme';
export type { DriskComponents, DriskComponentsPropsList } from './theme';

// Forms
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { OneTimeCodeField } from './OneTimeCodeField';
export type { OneTimeCodeFieldProps } from './OneTimeCodeField';
export { RecoveryCodesPanel } from './RecoveryCodesPanel';
export type { RecoveryCodesPanelProps } from './RecoveryCodesPanel';

// Dialogs
export { ConfirmDialog } from './ConfirmDialog';
export { ServiceWorkerUpdatePrompt, UpdatePrompt, useServiceWorkerUpdate } from './UpdatePrompt';
export type { ServiceWorkerUpdate, ServiceWorkerUpdatePromptProps, UpdatePromptProps } from './UpdatePrompt';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { MessageDialog } from './MessageDialog';
export type { MessageDialogProps } from './MessageDialog';
export { SessionExpiredDialog } from './SessionExpiredDialog';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';

// Feedback
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastProviderProps, ToastSeverity } from './ToastProvider';
export { EmptyState } from './EmptyState';
export { LoadError } from './LoadError';
export type { LoadErrorProps } from './LoadError';
export type { EmptyStateProps } from './EmptyState';
export { DelayedSpinner } from './DelayedSpinner';
export { TimeLeft, formatTimeLeft } from './TimeLeft';
export type { TimeLeftProps } from './TimeLeft';
export { StatusDot } from './StatusDot';
export type { StatusDotProps } from './StatusDot';
export type { DelayedSpinnerProps } from './DelayedSpinner';

// Layout
export { LazySection } from './LazySection';
export type { LazySectionProps } from './LazySection';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';

// Accessibility
export { visuallyHidden } from './visuallyHidden';

// Device
export {
  BatteryIcon,
  batteryBand,
  batteryLabel,
  batteryShortLabel,
  BATTERY_LEVEL_BANDS,
} from './BatteryIcon';
export type { BatteryBand, BatteryIconProps, BatteryLevelBand, BatteryValue } from './BatteryIcon';

// Alerts
export { NotificationCard, formatNotificationDate } from './NotificationCard';
export type { NotificationAnswer, NotificationCardProps } from './NotificationCard';

// Settings and access-control widgets
export { ToggleCard } from './ToggleCard';
export type { ToggleCardItem, ToggleCardProps } from './ToggleCard';
export { SignalStrengthSlider, signalLabel } from './SignalStrengthSlider';
export type { SignalStrengthSliderProps } from './SignalStrengthSlider';
export { DayPicker, normalizeWeekDays } from './DayPicker';
export type { DayPickerProps, WeekDay } from './DayPicker';
export { TimeRangePicker, formatWireTime, parseWireTime } from './TimeRangePicker';
export type { TimeRange, TimeRangePickerProps } from './TimeRangePicker';
export { DevicePickerDialog } from './DevicePickerDialog';
export type { DevicePickerDevice, DevicePickerDialogProps } from './DevicePickerDialog';
export { ConnectionIndicator, CONNECTION_STATE_LABELS } from './ConnectionIndicator';
export type { ConnectionIndicatorProps, ConnectionIndicatorState } from './ConnectionIndicator';

// Home dashboard widgets
export { UsageBarChart, parseMegabytes, formatMegabytes, usageBuckets, usageTotals } from './UsageBarChart';
export type { UsageBarChartProps, UsageBucket } from './UsageBarChart';
export { BandwidthDonut, donutValues } from './BandwidthDonut';
export type { BandwidthData, BandwidthDonutProps, DonutValues } from './BandwidthDonut';
export { PeriodSelector, formatPeriodAnchor, periodStepUnit } from './PeriodSelector';
export type { PeriodSelectorProps, PeriodStepUnit } from './PeriodSelector';
export { NetworkSelector } from './NetworkSelector';
export type { NetworkSelectorProps } from './NetworkSelector';
export { EndpointList, endpointKind, formatConnectedHours } from './EndpointList';
export type { EndpointKind, EndpointListItem, EndpointListProps } from './EndpointList';
export { DurationDialog } from './DurationDialog';
export type { DurationDialogProps } from './DurationDialog';

// Group chat
export { ChatComposer } from './ChatComposer';
export type { ChatComposerProps } from './ChatComposer';
export { ChatFileChip } from './ChatFileChip';
export type { ChatFileChipProps, ChatFileValue } from './ChatFileChip';
export { ChatMessageBubble } from './ChatMessageBubble';
export type { ChatMessageBubbleProps } from './ChatMessageBubble';
export { ChatPanel } from './ChatPanel';
export type { ChatPanelProps } from './ChatPanel';

// Vulnerability scans
export {
  RecurrenceEditor,
  browserTimeZone,
  defaultRecurrence,
  formatRunTime,
  fromSchedule,
  isRecurrenceValid,
  recurrenceProblems,
  toSchedule,
  upcomingRuns,
  withRepeat,
  withRunFrom,
  withScanType,
} from './RecurrenceEditor';
export type {
  MonthDayMode,
  RecurrenceEditorProps,
  RecurrenceProblems,
  RecurrenceValue,
  ScanType,
  WeekOccurrence,
} from './RecurrenceEditor';
// Admin console: threat dashboard
export { ThreatSeverityCounters } from './ThreatSeverityCounters';
export type { ThreatSeverityCountersProps } from './ThreatSeverityCounters';
export { ThreatTimelineChart } from './ThreatTimelineChart';
export type { ThreatTimelineChartProps } from './ThreatTimelineChart';
export { ThreatPieChart } from './ThreatPieChart';
export type { ThreatPieChartProps, ThreatSlice } from './ThreatPieChart';
export { TopThreatsBarChart } from './TopThreatsBarChart';
export type { TopThreatsBarChartProps } from './TopThreatsBarChart';
export { ThreatAlertsDialog, formatAlertTime } from './ThreatAlertsDialog';
export type { ThreatAlertsDialogProps } from './ThreatAlertsDialog';
// Storage
export { formatStorageSize } from './formatStorageSize';
export { formatDataUsed } from './EndpointList/formatDataUsed';
export { StorageDonut } from './StorageDonut';
export type { StorageDonutProps } from './StorageDonut';
export { FileBrowser, FILE_ROW_HEIGHT, formatModified } from './FileBrowser';
export type {
  FileBrowserCrumb,
  FileBrowserDrive,
  FileBrowserEntry,
  FileBrowserMoveCopy,
  FileBrowserProps,
  FileBrowserUpload,
} from './FileBrowser';
export { MoveCopyDialog, PICKER_LIST_HEIGHT } from './MoveCopyDialog';
export type { MoveCopyDialogProps, TransferMode } from './MoveCopyDialog';
// Maps
export { DeviceMap, DEVICE_STATUS_COLORS } from './DeviceMap';
export type { DeviceMapCircle, DeviceMapMarker, DeviceMapProps, DeviceMarkerStatus } from './DeviceMap';
