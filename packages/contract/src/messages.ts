/**
 * Every user-visible text of the spec's validation rules, error catalogues and empty states, plus the
 * server messages we add. Misspellings the spec records are fixed as ARCHITECTURE.md lists.
 */

/** Client-side validation messages (spec 1 §5, spec 2 §5, spec 3 §5). */
export const VALIDATION = {
  emailRequired: 'Please enter email-id',
  emailInvalid: 'Please enter valid email-id',
  passwordRequired: 'Please enter password',

  firstNameRequired: 'first name field required',
  phoneInvalid: 'Please put valid phone number',
  phoneLength: 'Please put 10 digit phone number',
  registrationEmailRequired: 'Email field required',
  registrationEmailInvalid: 'Please enter valid email',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDiffer: 'Password and confirm password should be same',
  passwordTooShort: 'Password must be at least 8 characters',

  selectDuration: 'Select duration',
  folderNameRequired: 'Please enter a folder name',
  nameRequired: 'Please enter a name',
  specialSymbols: 'Special symbols not allowed',
  selectFile: 'Please select a file',

  ssidRequired: 'Please enter the SSID',
  wifiPasswordRequired: 'Please enter the password',
  wifiPasswordTooShort: 'Minimum 10 characters required to set password',
  wifiPasswordsDiffer: 'Password and Confirm Password should be same',
  oldPasswordRequired: 'Please enter your old password',
  invalidPhone: 'Invalid Phone Number!',
  firstNameMandatory: 'First name is required',
  deviceNameRequiredRegistration: 'Enter a name',
  deviceNameRequired: 'Please enter device name',
  endBeforeStart: 'End date cannot be before start date',
  feedbackRequired: 'Please enter your feedback',
  selectDeviceForScan: 'Select Device for scan',
  scanNameEmpty: 'Scan name can not be empty',

  invalidGroupName: 'Invalid group name',
  profileFirstNameRequired: 'First name field required',
  profileLastNameRequired: 'Last name field required',
  validCellNumber: 'Please enter a valid cell number',
  validProfilePassword: 'Please enter a valid password',
  employeeIdRequired: 'ID required',
  selectRole: 'Select a Role',
  selectDevice: 'Select a Device',
  selectMembers: 'Select at least one member',
  customerNameRequired: 'Please enter the customer name',
} as const;

/** Hint shown under user-profile password fields. */
export const PROFILE_PASSWORD_HINT =
  '8 to 20 characters of letters, digits and !@#$%^&*, with at least one digit and one special character';

/** Server messages the clients react to, and the ones we add. */
export const SERVER = {
  sessionExpired: 'Session expires. Please login again',
  unauthorized: 'Please login to continue',
  invalidCredentials: 'Invalid email address or password',
  accountLocked: 'Too many failed sign-in attempts. This account is locked for 15 minutes.',
  tooManyRequests: 'Too many requests from this address. Please wait a minute and try again.',
  loginSuccess: 'Login successful',
  logoutSuccess: 'Logged out successfully',
  duplicateUser: 'Email Address or mobile number already exists!',
  registrationSuccess: 'Registration successful. Please sign in.',
  forgotPasswordSent: 'If this e-mail address is registered, a reset link has been sent to it.',
  forgotPasswordUnknown: 'No account is registered with this e-mail address',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in.',
  passwordChanged: 'Password changed successfully',
  oldPasswordWrong: 'Old password is incorrect',
  passwordChangeNotAllowed: 'Password change is available only for accounts that sign in with e-mail',
  profileUpdated: 'Profile updated successfully',
  profilePictureUpdated: 'Profile picture updated successfully',
  profilePictureInvalid: 'profile_url: must be a base64 encoded JPEG, PNG, GIF or WebP image of at most 4 MB',
  inviteSent: 'Invitation sent successfully',
  inviteSelf: 'You cannot invite yourself',
  inviteAlreadyMapped: 'This user already has access to the device',
  guestCannotInvite: 'Guests cannot invite users to this device',
  deviceForbidden: 'You do not have access to this device',
  roleForbidden: 'Your role on this device does not allow this action',
  deviceSwitched: 'Device Switched Successfully!',
  notificationUpdated: 'Notification updated successfully',
  notificationNotFound: 'Notification not found',
  notificationNotPending: 'This notification does not need an answer',
  feedbackReceived: 'Received Feedback!',
  noInformation: 'No information available',
  deviceInactive: 'Device is Inactive',
  notFound: 'Requested resource not found',
  badRequest: 'Bad request',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  internalError: 'Something went wrong on our side. Please try again.',
  googleNotConfigured:
    'Google sign-in is not configured on this server. Ask your administrator to set GOOGLE_CLIENT_ID, or sign in with your e-mail address.',
  settingsUpdated: 'Settings updated successfully!',
  settingsUpdateFailed: 'Error while updating!',
  gatewayTimeout: 'The device did not respond. Please check that it is online and try again.',
  noDataToExport: 'No data to export',
  success: 'Success',
  notImplemented: 'Not implemented yet',
  unsupportedMediaType: 'Unsupported content type. Send the request body as application/json.',
  notificationAlreadyAnswered: 'This notification has already been answered',
  socialSignInUnavailable:
    'Sign-in with Google or Facebook is not available on this server yet. Please register with your e-mail address.',
  /** mqtt/auth and mqtt/acl refusing a broker's question. */
  mqttNotAuthorized: 'Not authorized',
  endpointNotFound: 'This device is not known to the gateway',
  endpointBlocked: 'Device blocked',
  endpointUnblocked: 'Device unblocked',
  endpointRenamed: 'Device renamed',
  accessControlsSaved: 'Access controls saved',
  ssidUpdated: 'Wi-Fi name updated',
  wifiPasswordUpdated: 'Wi-Fi password updated',
  wifiConnected: 'Connected to the Wi-Fi network',
  wifiDisconnected: 'Disconnected from the Wi-Fi network',
  gatewayBadReply: 'The device sent an answer the server could not read. Please try again.',
  exportReady: 'Your export is ready',
} as const;

/** Texts of screens: empty states, dialogs, notices. */
export const UI_TEXT = {
  notFoundTitle: 'Oops!',
  notFoundHeading: '404 Not Found',
  notFoundBody: 'Sorry, an error has occurred',
  notFoundDetail: 'Requested page not found!',
  backToLogin: 'Back to login',

  sessionExpiredTitle: 'Session Expired',
  sessionExpiredText: 'Please login again.',
  sessionExpiredButton: 'Okay',
  logoutTitle: 'Logout?',
  logoutText: 'Are you sure you want to logout?',

  noDataAvailable: 'No Data Available',
  noDeviceConnectedTitle: 'No Device Connected',
  noDeviceConnected: 'No device connected',
  noBlockedDevices: 'No Blocked Devices',
  noDevicesSelected: 'No Devices Selected',
  noNotifications: 'No notifications.',
  noChartData: 'No chart data available.',
  noNetworkAvailable: 'No Network Available',
  scanningNetworks: 'Scanning for networks..',
  noLogsAvailable: 'No logs available',
  noDataAvailableLower: 'No data available',
  noGroups: 'No Groups.',
  noDataToDisplay: 'No data to display',
  ghostModeLocked: 'Turn off ghost mode to modify',
  deviceUnreachable: 'Unable to reach the device. Please confirm your connection and try again',
  uploadFailed: 'Upload failed!',
  serverUrlMissing: 'Server URL not provided!',

  feedbackSuccessTitle: 'Success!',
  feedbackSuccessText: 'Received Feedback!',
  switchSuccessTitle: 'Success!',
  switchSuccessText: 'Device Switched Successfully!',

  scanDeleteQuestion: 'Are you sure you want to delete vulnerability scan ?',
  scanReportDeleteQuestion: 'Are you sure you want to delete vulnerability scan report?',
  cannotBeUndone: 'Note: This action cannot be undone!',

  paymentSucceeded: 'Payment succeeded!',
  paymentProcessing: 'Your payment is processing.',
  paymentFailed: 'Your payment was not successful, please try again.',
  paymentSomethingWrong: 'Something went wrong.',
  paymentSuccess: 'Payment Success!',
  paymentSuccessful: 'Payment Successful!',
  paymentCanceled: 'Payment canceled.',
  paymentUnexpected: 'An unexpected error occurred',
  adminOwnershipRequired:
    'Access to Admin panel functionalities requires ownership of the device. please ensure that you are the owner of the currently connected device to proceed',
  comingSoon: 'This screen is coming soon.',
  serverUnreachable: 'Unable to reach the server. Please check your connection and try again',
  serverUnexpectedReply: 'The server sent an unexpected reply. Please try again in a moment.',
  googleSignInUnavailable:
    'Google sign-in is configured on this server, but this version of the dashboard cannot complete it yet. Please sign in with your e-mail address.',
  profilePictureCompressionFailed:
    'This picture could not be prepared for upload. Please choose another image.',

  settingsGuestNotice: 'As a Guest on this device you can change only Notifications.',
  tetheringConfirmTitle: 'Turn on Network Tethering?',
  tetheringConfirmText:
    'The device will share its connection as an access point. Wi-Fi Mode (client) will be turned off.',
  wifiModeConfirmTitle: 'Turn on Wi-Fi Mode?',
  wifiModeConfirmText:
    'The device will join another Wi-Fi network as a client. Network Tethering will be turned off.',
  availableNetworksTitle: 'Available Wi-Fi Networks',
  connectNetworkTitle: 'CONNECT TO NETWORK',
  disconnectNetworkTitle: 'Disconnect Device',
  disconnectNetworkText: 'Disconnect the device from this Wi-Fi network?',
  switchNetworksTitle: 'Switch Networks?',
  switchNetworksText:
    'The device is connected to another Wi-Fi network. Connecting to this one disconnects it from that network.',
  accessGuestNotice: 'As a Guest on this device you can see its access controls but not change them.',
} as const;
