/**
 * @drisk/ui: the dRisk widget library (React 19, MUI 9).
 * Every public export is listed here by name; nothing is exported by default.
 */

// Theme
export {
  createDriskTheme,
  DRISK_BORDER_RADIUS,
  DRISK_BRAND,
  useColorModeChoice,
  currentColorMode,
  useDriskColorMode,
  useDriskTheme,
} from './theme';
export type {
  DriskColorMode,
  DriskComponentName,
  DriskComponents,
  DriskComponentsPropsList,
  DriskStyleOverride,
} from './theme';

// Language
export {
  currentLanguage,
  formattersFor,
  LanguageContext,
  LanguageProvider,
  loadLanguage,
  readLanguageChoice,
  useBrowserLanguages,
  useFormatters,
  useLanguage,
  useLanguageChoice,
  useServerText,
  useText,
} from './language';
export type { Formatters, LanguageProviderProps, LanguageState } from './language';

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
export { useReadyAfterMount } from './useReadyAfterMount';

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
export { AccessWindowTimeline } from './AccessWindowTimeline';
export type { AccessWindowTimelineProps, AccessWindowView } from './AccessWindowTimeline';
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
export { UsageBarChartEmpty, UsageBarChartSkeleton } from './UsageBarChart';
export type { UsageBarChartEmptyProps, UsageBarChartSkeletonProps } from './UsageBarChart';
export { BandwidthDonut, donutValues } from './BandwidthDonut';
export type { BandwidthData, BandwidthDonutProps, DonutValues } from './BandwidthDonut';
export { BandwidthDonutSkeleton } from './BandwidthDonut';
export type { BandwidthDonutSkeletonProps } from './BandwidthDonut';
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
export { DeviceMapPreview } from './DeviceMapPreview';
export type { DeviceMapPreviewProps, InteractiveDeviceMapModule } from './DeviceMapPreview';

// Stable CSS classes of each widget (`.DriskBatteryIcon-root`), as MUI's own <name>Classes
export { bandwidthDonutClasses, getBandwidthDonutUtilityClass } from './BandwidthDonut';
export type { BandwidthDonutClasses, BandwidthDonutClassKey } from './BandwidthDonut';
export { batteryIconClasses, getBatteryIconUtilityClass } from './BatteryIcon';
export type { BatteryIconClasses, BatteryIconClassKey } from './BatteryIcon';
export { chatComposerClasses, getChatComposerUtilityClass } from './ChatComposer';
export type { ChatComposerClasses, ChatComposerClassKey } from './ChatComposer';
export { chatFileChipClasses, getChatFileChipUtilityClass } from './ChatFileChip';
export type { ChatFileChipClasses, ChatFileChipClassKey } from './ChatFileChip';
export { chatMessageBubbleClasses, getChatMessageBubbleUtilityClass } from './ChatMessageBubble';
export type { ChatMessageBubbleClasses, ChatMessageBubbleClassKey } from './ChatMessageBubble';
export { chatPanelClasses, getChatPanelUtilityClass } from './ChatPanel';
export type { ChatPanelClasses, ChatPanelClassKey } from './ChatPanel';
export { confirmDialogClasses, getConfirmDialogUtilityClass } from './ConfirmDialog';
export type { ConfirmDialogClasses, ConfirmDialogClassKey } from './ConfirmDialog';
export { connectionIndicatorClasses, getConnectionIndicatorUtilityClass } from './ConnectionIndicator';
export type { ConnectionIndicatorClasses, ConnectionIndicatorClassKey } from './ConnectionIndicator';
export { dayPickerClasses, getDayPickerUtilityClass } from './DayPicker';
export type { DayPickerClasses, DayPickerClassKey } from './DayPicker';
export { delayedSpinnerClasses, getDelayedSpinnerUtilityClass } from './DelayedSpinner';
export type { DelayedSpinnerClasses, DelayedSpinnerClassKey } from './DelayedSpinner';
export { deviceMapClasses, getDeviceMapUtilityClass } from './DeviceMap';
export type { DeviceMapClasses, DeviceMapClassKey } from './DeviceMap';
export { deviceMapPreviewClasses, getDeviceMapPreviewUtilityClass } from './DeviceMapPreview';
export type { DeviceMapPreviewClasses, DeviceMapPreviewClassKey } from './DeviceMapPreview';
export { devicePickerDialogClasses, getDevicePickerDialogUtilityClass } from './DevicePickerDialog';
export type { DevicePickerDialogClasses, DevicePickerDialogClassKey } from './DevicePickerDialog';
export { durationDialogClasses, getDurationDialogUtilityClass } from './DurationDialog';
export type { DurationDialogClasses, DurationDialogClassKey } from './DurationDialog';
export { emptyStateClasses, getEmptyStateUtilityClass } from './EmptyState';
export type { EmptyStateClasses, EmptyStateClassKey } from './EmptyState';
export { endpointListClasses, getEndpointListUtilityClass } from './EndpointList';
export type { EndpointListClasses, EndpointListClassKey } from './EndpointList';
export { fileBrowserClasses, getFileBrowserUtilityClass } from './FileBrowser';
export type { FileBrowserClasses, FileBrowserClassKey } from './FileBrowser';
export { formDialogClasses, getFormDialogUtilityClass } from './FormDialog';
export type { FormDialogClasses, FormDialogClassKey } from './FormDialog';
export { lazySectionClasses, getLazySectionUtilityClass } from './LazySection';
export type { LazySectionClasses, LazySectionClassKey } from './LazySection';
export { loadErrorClasses, getLoadErrorUtilityClass } from './LoadError';
export type { LoadErrorClasses, LoadErrorClassKey } from './LoadError';
export { messageDialogClasses, getMessageDialogUtilityClass } from './MessageDialog';
export type { MessageDialogClasses, MessageDialogClassKey } from './MessageDialog';
export { moveCopyDialogClasses, getMoveCopyDialogUtilityClass } from './MoveCopyDialog';
export type { MoveCopyDialogClasses, MoveCopyDialogClassKey } from './MoveCopyDialog';
export { networkSelectorClasses, getNetworkSelectorUtilityClass } from './NetworkSelector';
export type { NetworkSelectorClasses, NetworkSelectorClassKey } from './NetworkSelector';
export { notificationCardClasses, getNotificationCardUtilityClass } from './NotificationCard';
export type { NotificationCardClasses, NotificationCardClassKey } from './NotificationCard';
export { oneTimeCodeFieldClasses, getOneTimeCodeFieldUtilityClass } from './OneTimeCodeField';
export type { OneTimeCodeFieldClasses, OneTimeCodeFieldClassKey } from './OneTimeCodeField';
export { pageHeaderClasses, getPageHeaderUtilityClass } from './PageHeader';
export type { PageHeaderClasses, PageHeaderClassKey } from './PageHeader';
export { passwordFieldClasses, getPasswordFieldUtilityClass } from './PasswordField';
export type { PasswordFieldClasses, PasswordFieldClassKey } from './PasswordField';
export { periodSelectorClasses, getPeriodSelectorUtilityClass } from './PeriodSelector';
export type { PeriodSelectorClasses, PeriodSelectorClassKey } from './PeriodSelector';
export { recoveryCodesPanelClasses, getRecoveryCodesPanelUtilityClass } from './RecoveryCodesPanel';
export type { RecoveryCodesPanelClasses, RecoveryCodesPanelClassKey } from './RecoveryCodesPanel';
export { recurrenceEditorClasses, getRecurrenceEditorUtilityClass } from './RecurrenceEditor';
export type { RecurrenceEditorClasses, RecurrenceEditorClassKey } from './RecurrenceEditor';
export { sessionExpiredDialogClasses, getSessionExpiredDialogUtilityClass } from './SessionExpiredDialog';
export type { SessionExpiredDialogClasses, SessionExpiredDialogClassKey } from './SessionExpiredDialog';
export { signalStrengthSliderClasses, getSignalStrengthSliderUtilityClass } from './SignalStrengthSlider';
export type { SignalStrengthSliderClasses, SignalStrengthSliderClassKey } from './SignalStrengthSlider';
export { statusDotClasses, getStatusDotUtilityClass } from './StatusDot';
export type { StatusDotClasses, StatusDotClassKey } from './StatusDot';
export { storageDonutClasses, getStorageDonutUtilityClass } from './StorageDonut';
export type { StorageDonutClasses, StorageDonutClassKey } from './StorageDonut';
export { threatAlertsDialogClasses, getThreatAlertsDialogUtilityClass } from './ThreatAlertsDialog';
export type { ThreatAlertsDialogClasses, ThreatAlertsDialogClassKey } from './ThreatAlertsDialog';
export { threatPieChartClasses, getThreatPieChartUtilityClass } from './ThreatPieChart';
export type { ThreatPieChartClasses, ThreatPieChartClassKey } from './ThreatPieChart';
export {
  threatSeverityCountersClasses,
  getThreatSeverityCountersUtilityClass,
} from './ThreatSeverityCounters';
export type { ThreatSeverityCountersClasses, ThreatSeverityCountersClassKey } from './ThreatSeverityCounters';
export { threatTimelineChartClasses, getThreatTimelineChartUtilityClass } from './ThreatTimelineChart';
export type { ThreatTimelineChartClasses, ThreatTimelineChartClassKey } from './ThreatTimelineChart';
export { timeLeftClasses, getTimeLeftUtilityClass } from './TimeLeft';
export type { TimeLeftClasses, TimeLeftClassKey } from './TimeLeft';
export { accessWindowTimelineClasses, getAccessWindowTimelineUtilityClass } from './AccessWindowTimeline';
export type { AccessWindowTimelineClasses, AccessWindowTimelineClassKey } from './AccessWindowTimeline';
export { timeRangePickerClasses, getTimeRangePickerUtilityClass } from './TimeRangePicker';
export type { TimeRangePickerClasses, TimeRangePickerClassKey } from './TimeRangePicker';
export { toastProviderClasses, getToastProviderUtilityClass } from './ToastProvider';
export type { ToastProviderClasses, ToastProviderClassKey } from './ToastProvider';
export { toggleCardClasses, getToggleCardUtilityClass } from './ToggleCard';
export type { ToggleCardClasses, ToggleCardClassKey } from './ToggleCard';
export { topThreatsBarChartClasses, getTopThreatsBarChartUtilityClass } from './TopThreatsBarChart';
export type { TopThreatsBarChartClasses, TopThreatsBarChartClassKey } from './TopThreatsBarChart';
export { updatePromptClasses, getUpdatePromptUtilityClass } from './UpdatePrompt';
export type { UpdatePromptClasses, UpdatePromptClassKey } from './UpdatePrompt';
export { usageBarChartClasses, getUsageBarChartUtilityClass } from './UsageBarChart';
export type { UsageBarChartClasses, UsageBarChartClassKey } from './UsageBarChart';
