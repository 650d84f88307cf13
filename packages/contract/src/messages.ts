/**
 * Every user-visible text of the spec's validation rules, error catalogues and empty states, plus the
 * server messages we add. Misspellings the spec records are fixed as ARCHITECTURE.md lists.
 */
import {
  ACCESS_WINDOWS_MAX,
  FILE_NAME_MAX_LENGTH,
  STORAGE_PATH_MAX_LENGTH,
  UNREGISTERED_DATA_RETENTION_DAYS,
} from './constants';
import { PASSKEY_NAME_MAX, PASSKEYS_PER_USER_MAX } from './passkeys';
import { chatFileTooLargeText, formatLimit, keywordListFullText, tooLongText } from './texts/limitTexts';

export { chatFileTooLargeText, formatLimit, keywordListFullText, tooLongText };

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
  selectExtension: 'Choose 15 Minutes or 1 Hour',
  folderNameRequired: 'Please enter a folder name',
  nameRequired: 'Please enter a name',
  specialSymbols: 'Special symbols not allowed',
  nameTooLong: `Name must be at most ${FILE_NAME_MAX_LENGTH} characters`,
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
  claimDeviceIdRequired: 'Please enter the device id',
  claimCodeRequired: 'Please enter the claim code',
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

  totpCodeInvalid: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeInvalid: 'Enter one of your recovery codes',
  challengeInvalid: 'The sign-in challenge is missing or malformed. Please sign in again.',
  codeOrRecoveryCode: 'Send either a 6-digit code or a recovery code',
  disableNeedsProof: 'Send a current 6-digit code, or your password together with a recovery code',
  passkeyNameRequired: 'Enter a name for the passkey',
  passkeyNameTooLong: `must be at most ${PASSKEY_NAME_MAX} characters`,
  passkeyIdInvalid: 'must be the number of one of your passkeys',
  passkeyResponseInvalid: "must be the browser's passkey response (a public-key credential)",
} as const;

/** Hint shown under user-profile password fields. */
export const PROFILE_PASSWORD_HINT =
  '8 to 20 characters of letters, digits and !@#$%^&*, with at least one digit and one special character';

/**
 * Why a storage path or file name is refused (checkStoragePath, checkEntryName). Read as "path: <reason>"
 * in a 400; they say what to change.
 */
export const PATH_REFUSAL = {
  notText: 'must be a text',
  tooLong: `must be at most ${STORAGE_PATH_MAX_LENGTH} characters`,
  notRooted: 'must be an absolute path starting with /',
  emptySegment: 'must not contain empty segments (//)',
  dotSegment: 'must not contain . or .. segments',
  backslash: 'must use / between folders, never \\',
  control: 'must not contain control characters or NUL',
  encoded: 'must not contain percent-encoded separators, dots or control characters',
  invalidUnicode: 'must be valid UTF-8 (no overlong or broken sequences)',
  driveLetter: 'must not name a drive (C:) or a stream (:)',
  reservedName: 'must not use a reserved name (CON, PRN, AUX, NUL, COM1-9, LPT1-9)',
  trailingDotOrSpace: 'must not end a name with a dot or a space',
  nameTooLong: `must keep every name at most ${FILE_NAME_MAX_LENGTH} characters (and ${FILE_NAME_MAX_LENGTH} bytes)`,
  outsideRoot: 'must stay inside the device storage',
  symlink: 'must not pass through a link',
} as const;

/** Replies of the file calls (cloud storage in the api, the gateway's own file server). */
export const STORAGE_MESSAGES = {
  listed: 'Files listed',
  folderCreated: 'Folder created successfully',
  renamed: 'Renamed successfully',
  moved: 'Moved successfully',
  copied: 'Copied successfully',
  deleted: 'Deleted successfully',
  uploaded: 'Files uploaded successfully',
  sizeOk: 'There is enough space for these files',
  notEnoughSpace: 'Not enough storage space for these files. Free some space or upgrade your plan.',
  alreadyExists: 'A file or folder with this name already exists here',
  notFound: 'This file or folder no longer exists',
  notAFolder: 'The destination is not a folder',
  intoItself: 'A folder cannot be moved or copied into itself',
  rootUntouchable: 'The top folder of a storage cannot be renamed, moved or deleted',
  tokenRefused: 'This access token is not valid for this device',
  notFoundRoute: 'No such call on this device',
  deviceFailed: 'The device could not complete this request. Please try again',
  /** A resumable upload (RESUMABLE_UPLOAD) that was abandoned, finished, deleted, or is someone else's. */
  uploadGone: 'This upload no longer exists. Please upload the file again.',
  /** A resumable upload created without Upload-Length (the quota is checked against it before any byte). */
  uploadLengthRequired: 'Upload-Length: is required',
  uploadMetadataInvalid: 'Upload-Metadata: must be a list of keys with base64 values',
  /** A PATCH whose Upload-Offset is not where the upload stands (ask with HEAD, then send from there). */
  uploadOffsetMismatch: 'Upload-Offset: does not match the bytes received so far',
} as const;

/** Server messages the clients react to, and the ones we add. */
export const SERVER = {
  sessionExpired: 'Session expires. Please login again',
  unauthorized: 'Please login to continue',
  invalidCredentials: 'Invalid email address or password',
  accountLocked: 'Too many failed sign-in attempts. This account is locked for 15 minutes.',
  tooManyRequests: 'Too many requests from this address. Please wait a minute and try again.',
  loginSuccess: 'Login successful',
  secondFactorRequired: 'Enter the code from your authenticator app',
  challengeExpired: 'This sign-in has expired. Please enter your email and password again.',
  challengeUnknown: 'This sign-in is not valid. Please enter your email and password again.',
  totpCodeWrong: 'The code is not correct. Check the time on your phone and try again.',
  totpCodeReplayed: 'This code has already been used. Wait for the next code and try again.',
  recoveryCodeWrong: 'The recovery code is not correct or has already been used',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotStarted: 'Start the set-up first: no authenticator secret is waiting for confirmation',
  twoFactorNotOn: 'Two-factor sign-in is not on',
  twoFactorSetupRequired:
    'Set up two-factor sign-in first: your company or the owner of one of your devices requires it.',
  twoFactorRequiredCannotDisable:
    'Two-factor sign-in is required for your account, so it cannot be turned off.',
  deviceTwoFactorRequired: 'Two-factor sign-in is now required of the other users of this device',
  deviceTwoFactorNotRequired: 'Two-factor sign-in is no longer required of the other users of this device',
  twoFactorSetupStarted: 'Scan the QR code, then enter the first code to turn two-factor sign-in on',
  twoFactorEnabled: 'Two-factor sign-in is on',
  twoFactorDisabled: 'Two-factor sign-in is off. Any other sessions were signed out.',
  passwordNotCorrect: 'The password is not correct',
  recoveryCodesReplaced: 'New recovery codes made. The old ones no longer work.',
  passkeyChallengeUnknown: 'This passkey request is not valid or was already used. Please try again.',
  passkeyChallengeExpired: 'This passkey request has expired. Please try again.',
  passkeyNotAccepted: 'This passkey could not be verified. Please try again or sign in with your password.',
  passkeyUnknown: 'This passkey is not registered with dRisk. Sign in with your password.',
  passkeyAlreadyRegistered: 'This passkey is already added to an account',
  passkeyNotFound: 'No such passkey on your account',
  passkeyLimit: `An account can hold at most ${PASSKEYS_PER_USER_MAX} passkeys. Remove one first.`,
  passkeyAdded: 'Passkey added',
  passkeyRenamed: 'Passkey renamed',
  passkeyRemoved: 'Passkey removed',
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
  groupForbidden: 'You are not a member of this group',
  groupOwnerOnly: "Only the group's owner may do this",
  companyForbidden: 'You do not have access to this company',
  companyCreated: 'Company created successfully',
  companyUpdated: 'Company updated successfully',
  companyDeleted: 'Company deleted successfully',
  companyDevicesAdded: 'Devices added successfully',
  companyDeviceUpdated: 'Device updated successfully',
  companyDeviceRemoved: 'Device removed successfully',
  userProfileCreated: 'User profile created successfully',
  userProfileUpdated: 'User profile updated successfully',
  userProfileDeleted: 'User profile deleted successfully',
  userDevicesAdded: 'Devices added to the user profile successfully',
  userDeviceUpdated: 'User device updated successfully',
  userDeviceRemoved: 'Device removed from the user profile successfully',
  /** Optimistic concurrency: the record's version moved on since the client read it. */
  staleVersion: 'This record was changed by someone else since you opened it. Reload it and try again.',
  deviceNotAvailable: 'device_ids: a device is not available to add here',
  userDeviceNotMapped: 'device_id: this device is not assigned to the user profile',
  ownProfileNotEditable: 'You cannot change or delete your own user profile here',
  /** Sign-in or a request outside the months, weekdays or daily window of the caller's user profile. */
  accessRestricted:
    'Your user profile does not allow access at this time. Please try again within your permitted months, days and hours.',
  deviceSwitched: 'Device Switched Successfully!',
  deviceRenamedRegistration: 'Device renamed successfully',
  deviceUnregistered: 'Device unregistered successfully',
  mappedUserRemoved: 'User removed successfully',
  mappedUserNotFound: 'user_id: this user is not mapped to the device',
  cannotRemoveSelf: 'user_id: you cannot remove yourself from the device',
  cannotRemoveOwner: "user_id: the device's owner cannot be removed",
  deviceClaimed: 'Device added successfully. You are its Owner.',
  /** The same words whether the device id is unknown or the code is wrong: nothing about devices leaks. */
  claimRefused: 'The device id or the claim code is not correct',
  claimLocked: 'Too many wrong claim codes. Please wait 15 minutes and try again.',
  claimAlreadyOwned: 'This device is already registered to another account. Ask its owner to invite you.',
  claimAlreadyYours: 'This device is already in your device list',
  notificationUpdated: 'Notification updated successfully',
  notificationNotFound: 'Notification not found',
  notificationNotPending: 'This notification does not need an answer',
  feedbackReceived: 'Received Feedback!',
  noInformation: 'No information available',
  deviceInactive: 'Device is Inactive',
  notFound: 'Requested resource not found',
  badRequest: 'Bad request',
  /** HTTP the server cannot read: a broken header line, bad chunked encoding, an unknown method... */
  malformedRequest: 'The request is not valid HTTP',
  headersTooLarge: 'Request headers are too large',
  requestTimeout: 'The request took too long to arrive. Please try again.',
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
  blockExtended: 'Block extended',
  /** user/extendBlock on an endpoint that is not blocked now (its block may have just ended). */
  endpointNotBlocked: 'This device is not blocked',
  /** user/extendBlock on a block that lasts until unblocked. */
  permanentBlockNoEnd: 'A permanent block has no end to extend',
  endpointRenamed: 'Device renamed',
  accessControlsSaved: 'Access controls saved',
  ssidUpdated: 'Wi-Fi name updated',
  wifiPasswordUpdated: 'Wi-Fi password updated',
  wifiConnected: 'Connected to the Wi-Fi network',
  wifiDisconnected: 'Disconnected from the Wi-Fi network',
  gatewayBadReply: 'The device sent an answer the server could not read. Please try again.',
  exportReady: 'Your export is ready',
  scanCreated: 'Vulnerability scan created successfully',
  scanUpdated: 'Vulnerability scan updated successfully',
  scanDeleted: 'Vulnerability scan deleted successfully',
  scanReportDeleted: 'Vulnerability scan report deleted successfully',
  scanReportReady: 'Your scan report is ready',
  scanReportNotReady: 'This scan has no finished report yet',
  scanTargetUnknown: 'is not an endpoint of this device',
  scanStoppedOffline: 'The gateway went offline before the scan finished',
  scanStoppedEndpointLeft: 'The endpoint left the network before the scan finished',
  planNotFound: 'price_id: no storage plan has this price',
  paymentNotFound: 'payment_intent: no payment of yours has this id',
  webhookSignatureInvalid: 'The webhook signature is missing or does not match',
  webhookReceived: 'Webhook received',
  demoProviderOnly: 'Demo payments are off: this server takes payments through Stripe',
  demoCardDeclined: 'Your card was declined.',
  demoCardInvalid: 'Your card number is invalid.',
  demoAuthenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  paymentsUnavailable: 'The payment provider could not be reached. Please try again later.',
  groupCreated: 'Group created successfully',
  groupDeleted: 'Group deleted successfully',
  membersAdded: 'Members added successfully',
  memberRemoved: 'Member removed successfully',
  cotStatusUpdated: 'Circle of Trust status updated',
  roomJoined: 'Joined the room',
  chatTooFast: 'You are sending messages too fast. Please wait a few seconds and try again.',
  chatRemoved: 'You are no longer a member of this group',
  memberNotFound: 'This member is not in the group',
  ownerCannotLeave: "The group's owner cannot leave it; delete the group instead",
} as const;

/**
 * Labels of the admin console (spec 3 §2.9, §4, §6): tabs, headings, buttons and confirmations, written once
 * here so the console and its tests read the same words.
 */
export const ADMIN_TEXT = {
  consoleTitle: 'Admin Panel',
  consoleLoading: 'Loading the admin console',
  openConsole: 'Open the admin console',
  backToDashboard: 'Dashboard',
  tabDashboard: 'Dashboard',
  tabCompany: 'Company',
  tabUserProfile: 'User Profile',
  tabDeviceTree: 'Device Tree',
  tabRegisteredUsers: 'Registered Users',
  tabScans: 'Scans',
  tabAuditLog: 'Audit log',
  companyManagement: 'Company Management',
  createCompanyProfile: 'Create A Company Profile',
  createCompany: 'Create Company',
  editCompany: 'Edit Company',
  deleteCompanyQuestion: 'Are you sure you want to delete this company?',
  deleteCompanyNote: 'Its devices and users are unlinked from it; nothing else is deleted.',
  deviceManagement: 'Device Management',
  backToCompany: 'Back to Company',
  addDevice: 'Add Device',
  editDeviceDetails: 'Edit Device Details',
  deleteDeviceQuestion: 'Are you sure you want to delete this device?',
  userProfileManagement: 'User Profile',
  createUserProfile: 'Create A User Profile',
  editUserProfile: 'Edit User Profile',
  deleteUserQuestion: 'Are you sure you want to delete this user profile?',
  backToUsers: 'Back',
  accessRestrictions: 'Access Restrictions',
  months: 'Months',
  weekdays: 'Weekdays',
  systemAccessTime: 'System Access Time',
  all: 'All',
  summaryCompanies: 'Companies',
  summaryDevices: 'Devices',
  summaryUsers: 'Users',
  summaryRegisteredUsers: 'Registered Users',
  statusActive: 'Active',
  statusInactive: 'In-active',
  viewReport: 'View report',
  downloadPdf: 'Download PDF',
  companyMap: 'Company map',
  consoleLoadFailed: 'The admin console could not load this part. Please try again.',
} as const;

/** Buttons of a timed block in the Blocked Devices list: they add to its end (BLOCK_EXTENSIONS). */
const EXTEND_BLOCK_BY = { '15 Minutes': '+15 min', '1 Hour': '+1 h' } as const;

/** Texts of the two-factor screens: sign-in's code step and the Account card (issue 16). */
export const TWO_FACTOR_TEXT = {
  codeStepTitle: 'Two-factor sign-in',
  codeStepHint: 'Open your authenticator app and enter the 6-digit code for dRisk.',
  recoveryStepHint: 'Enter one of the recovery codes you saved when you turned two-factor sign-in on.',
  codeLabel: '6-digit code',
  recoveryCodeLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticatorCode: 'Use a code from your authenticator app instead',
  verify: 'Verify',
  backToSignIn: 'Back to sign in',

  cardTitle: 'Two-factor sign-in',
  statusOn: 'On: sign-in asks for a code from your authenticator app.',
  statusOff: 'Off: sign-in asks for your password only.',
  recoveryCodesLeft: (count: number) => `${count} unused recovery code${count === 1 ? '' : 's'} left`,
  turnOn: 'Turn on',
  setupPasswordHint: 'Enter your password to set up two-factor sign-in.',
  continue: 'Continue',
  turnOff: 'Turn off',
  cancel: 'Cancel',
  scanQr: 'Scan this QR code with your authenticator app, or type the key below. The key is shown only now.',
  qrAlt: 'QR code for your authenticator app',
  secretLabel: 'Key',
  confirmHint: 'Enter the 6-digit code the app shows to finish.',
  confirm: 'Confirm',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesHint:
    'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.',
  recoveryCodesListLabel: 'Recovery codes',
  copyCodes: 'Copy',
  copied: 'Copied',
  downloadCodes: 'Download',
  recoveryCodesFileName: 'drisk-recovery-codes.txt',
  savedCodes: 'I have saved them',
  disableTitle: 'Turn off two-factor sign-in',
  disableHint: 'Enter a current code from your authenticator app.',
  disableWithRecovery: 'Lost your phone? Use your password and a recovery code',
  disableWithCode: 'Use a code from your authenticator app',
  passwordLabel: 'Password',
  regenerateCodes: 'New recovery codes',
  regenerateTitle: 'Make new recovery codes',
  regenerateHint:
    'Enter a current code from your authenticator app. Your old recovery codes will stop working.',
  regenerate: 'Make new codes',

  requiredTitle: 'Set up two-factor sign-in',
  requiredByCompany: 'Your company requires two-factor sign-in.',
  requiredByDevice: 'The owner of a device you use requires two-factor sign-in.',
  requiredHint:
    'Set up an authenticator app now to go on. You will need a code from it each time you sign in with your password.',
  requiredCannotTurnOff: 'Required for your account: it cannot be turned off.',
  requiredContinue: 'Go to Home',
  deviceRequireLabel: 'Require two-factor sign-in',
  deviceRequireHint:
    'The Admins and Guests of this device must use an authenticator app when they sign in with a password. Those without one are asked to set it up at their next sign-in.',
  companyRequireLabel: 'Require two-factor sign-in',
  companyRequireHint:
    "The company's users must use an authenticator app when they sign in with a password; those without one set it up at their next sign-in.",
  adminColumn: 'Two-factor',
  adminOn: 'On',
  adminOff: 'Off',
} as const;

/** Why a user must set up a second factor, as the set-up screen says it (in `text`'s language). */
export const twoFactorRequiredReason = (
  by: 'company' | 'device',
  text: Pick<typeof TWO_FACTOR_TEXT, 'requiredByCompany' | 'requiredByDevice'> = TWO_FACTOR_TEXT,
): string => (by === 'company' ? text.requiredByCompany : text.requiredByDevice);

/** Passkeys (issue 16): the Account card and the sign-in page's button. */
export const PASSKEY_TEXT = {
  cardTitle: 'Passkeys',
  cardHint:
    'Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on your device and needs no code.',
  none: 'No passkeys yet.',
  listLabel: 'Your passkeys',
  add: 'Add a passkey',
  nameLabel: 'Passkey name',
  nameHint: 'A name to tell it apart, such as the device it is on.',
  passwordLabel: 'Your password',
  passwordHint: 'Asked again before a new way into your account is added.',
  create: 'Create passkey',
  cancel: 'Cancel',
  rename: 'Rename',
  renameTitle: 'Rename passkey',
  save: 'Save',
  remove: 'Remove',
  removeTitle: 'Remove passkey?',
  removeText: (name: string) =>
    `"${name}" will no longer sign you in. You can still sign in with your password.`,
  createdOn: (date: string) => `Added ${date}`,
  lastUsedOn: (date: string) => `last used ${date}`,
  neverUsed: 'never used',
  renameLabel: (name: string) => `Rename ${name}`,
  removeLabel: (name: string) => `Remove ${name}`,
  unsupported: 'This browser cannot create passkeys.',
  cancelled: 'The passkey was not created: the request was cancelled or timed out.',
  signInWithPasskey: 'Sign in with a passkey',
  signInCancelled: 'Passkey sign-in was cancelled or timed out.',
  signInUnsupported: 'This browser cannot sign in with a passkey.',
} as const;

/** Texts of screens: empty states, dialogs, notices. */
export const UI_TEXT = {
  /** The prerendered shell's content area while the app starts (the page's skeleton). */
  shellLoading: 'Loading your dashboard',
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
  extendBlockBy: EXTEND_BLOCK_BY,
  /**
   * Accessible name of an extend button: its visible text first (so speech input can say what is shown),
   * then what it does to which endpoint: '+15 min: extend the block of Lobby Camera by 15 Minutes'.
   */
  extendBlockLabel: (name: string, extension: '15 Minutes' | '1 Hour') =>
    `${EXTEND_BLOCK_BY[extension]}: extend the block of ${name} by ${extension}`,
  /** A block that lasts until someone unblocks the endpoint. */
  blockedUntilUnblocked: 'Until unblocked',
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
  scanDeleteTitle: 'Vulnerability Scan',
  scanReportDeleteTitle: 'Scan Report',
  autoScanLabel: 'Auto Scan',
  autoScanTooltip: 'Starts scanning automatically when an endpoint device tries to connect',
  quarantineStatusLabel: 'Quarantine status',
  selectDeviceTitle: 'Select the Device',
  addRemoveDevice: 'Add/Remove device',
  pairedIotDevicesTitle: 'Paired IOT Devices',
  scanDetailsTitle: 'Scan Details',
  scanNameLabel: 'Scan name',
  scanConfigLabel: 'Scan configuration',
  createScheduleTitle: 'Create Schedule',
  vulnerabilityScansTitle: 'Vulnerability Scans',
  scanReportsTitle: 'Scan Reports',
  scanTypeLabel: 'Scan type',
  recurrenceLabel: 'Recurrence',
  repeatEveryLabel: 'Repeat every',
  runFromLabel: 'Run from',
  runUntilLabel: 'Run until',
  nextRunsLabel: 'Next runs',
  noRunLeft: 'No run of this schedule is left: move Run until later.',
  chooseWeekDay: 'Choose at least one day',
  scanGuestNotice: 'As a Guest on this device you can see its scans and reports but not change them.',

  paymentSucceeded: 'Payment succeeded!',
  paymentProcessing: 'Your payment is processing.',
  paymentFailed: 'Your payment was not successful, please try again.',
  paymentSomethingWrong: 'Something went wrong.',
  paymentSuccess: 'Payment Success!',
  paymentSuccessful: 'Payment Successful!',
  paymentCanceled: 'Payment canceled.',
  paymentUnexpected: 'An unexpected error occurred',
  demoPaymentsLabel: 'Demo payments: no card is charged',
  demoPaymentsAuthenticate: 'Your bank asks you to confirm this payment (a demo of 3-D Secure).',
  creditBalance: 'Credit balance',
  activePlan: 'Active',
  noPlansOnSale: 'No storage plans are on sale right now.',
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
  registrationTitle: 'Registration',
  connectedDeviceGroup: 'Connected Device',
  availableDeviceGroup: 'Available Device',
  registeredLabel: 'Registered',
  renameDeviceTitle: 'Rename Device',
  deviceNameLabel: 'Device Name',
  unregisterTitle: 'Unregister device?',
  unregisterText: (name: string) =>
    `${name} will be removed from your account and from everyone you shared it with. Its data is kept for ${UNREGISTERED_DATA_RETENTION_DAYS} days, then deleted.`,
  unregisterButton: 'Unregister',
  addDeviceButton: 'Add device',
  addDeviceTitle: 'Add device',
  addDeviceText: 'Enter the device id and the claim code printed on the sticker of your gateway.',
  claimDeviceIdLabel: 'Device id',
  claimCodeLabel: 'Claim code',
  userListTitle: 'User List',
  removeUserTitle: 'Remove user?',
  removeUserText: (name: string) => `${name} will lose access to this device at once.`,
  removeUserButton: 'Remove',
  connectedDevicesTitle: 'Connected Devices',
  connectedHoursLabel: 'Connected hours',
  dataUsedLabel: 'Data used',
  accessGuestNotice: 'As a Guest on this device you can see its access controls but not change them.',

  // Trusted (CoT groups) and chat (spec 3 §2.1, §2.2, §4).
  cotSwitchLabel: 'Circle of Trust',
  cotHelp:
    'Turn on Circle of Trust to form trusted groups with people who share this device: chat with them and share data with them.',
  createGroup: 'Create group',
  groupMembersTitle: 'Members',
  addMembers: 'Add Members',
  next: 'Next',
  create: 'Create',
  groupNameLabel: 'Group name',
  searchUsers: 'Search users',
  noUsersFound: 'No users found.',
  removeMemberTitle: 'Remove Member',
  removeMemberText: 'Remove this member from the group? They lose the group chat at once.',
  deleteGroupTitle: 'Delete COT Group',
  deleteGroupText: 'Delete this group with all its messages and files? This action cannot be undone.',
  chatBack: 'Back',
  chatSendFailed: 'This message could not be sent',
  mapRegionLabel: 'Map of device locations',
  mapTilesUnavailable: 'The map background could not load. Devices are shown at their positions.',
  mapNoPositions: 'No device has reported its position yet.',
  mapDetailsLink: 'Device Details',
  /** Our own: the marker of gateways too close together to tell apart at the current zoom. */
  mapClusterLabel: (count: number) => `${count} gateways here: zoom in`,
  detailsStatus: 'Status',
  detailsBattery: 'Battery',
  detailsLastPosition: 'Last position',
  detailsLastSeen: 'Last report',
  detailsEndpoints: 'Connected endpoints',
  /** Our own: Device Details, data moved since the browser's midnight. */
  detailsDataToday: 'Data used today',
  /** Our own: Device Details, below the small map when the gateway moved. */
  detailsTrackCaption: (count: number) =>
    `The line shows ${count} positions reported over the last 24 hours.`,
  detailsNeverReported: 'Not reported yet',
  detailsHomeLink: 'Home',
  detailsSettingsLink: 'Settings',
  detailsTrackingLink: 'Tracking',
  /** Our own: Account, the colour scheme of both apps on this browser. */
  appearanceTitle: 'Appearance',
  appearanceHint: 'Applies to the dashboard and the admin console on this browser.',
  colorModeChoice: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;

/** Texts of Data Sharing, the file browsers and their dialogs (spec 3 §2.3-2.6, §8). */
export const STORAGE_TEXT = {
  dataSharingTitle: 'Data Sharing',
  backToCotGroups: 'Back to CoT Groups',
  selectDevice: 'Select ARMIA Device',
  loading: 'Loading...',
  upgrade: 'Upgrade',
  dataStorageTitle: 'Data Storage',
  externalDriveTitle: 'External Drive',
  internalStorage: 'Internal Storage',
  cloudStorage: 'Cloud Storage',
  currentPlan: 'Current plan',
  expiryDate: 'Expiry date',
  used: 'Used',
  available: 'Available',
  total: 'Total',
  newMenu: 'New',
  addFile: 'Add File',
  chooseFiles: 'Choose files',
  selectedCount: (count: number) => `${count} selected`,
  createFolder: 'Create New Folder',
  downloadAll: 'Download All',
  moveCopyAll: 'Move/Copy All',
  deleteAll: 'Delete All',
  rename: 'Rename',
  download: 'Download',
  moveCopyTo: 'Move/Copy to',
  delete: 'Delete',
  copyToExternalDrive: 'Copy to external drive',
  copyToCloud: 'Copy to cloud',
  back: 'Back',
  move: 'Move',
  copy: 'Copy',
  create: 'Create',
  upload: 'Upload',
  cancel: 'Cancel',
  retry: 'Retry',
  moveCopyTitle: 'Move or Copy',
  selectDrive: 'Select drive',
  folderName: 'Folder name',
  newName: 'New name',
  deleteTitle: 'Delete?',
  deleteQuestion: (count: number) =>
    count === 1
      ? 'Are you sure you want to delete this item?'
      : `Are you sure you want to delete these ${count} items?`,
  uploadsTitle: 'Uploads',
  uploadDone: 'Uploaded',
  uploadCanceled: 'Canceled',
  name: 'Name',
  modified: 'Modified',
  size: 'Size',
  listView: 'List view',
  gridView: 'Grid view',
  selectAll: 'Select all',
  /** The FileBrowser's and the Move/Copy picker's own names (@drisk/ui). */
  files: 'Files',
  folders: 'Folders',
  folderPath: 'Folder path',
  view: 'View',
  folder: 'Folder',
  file: 'File',
  selectEntry: (name: string) => `Select ${name}`,
  actionsFor: (name: string) => `Actions for ${name}`,
  uploadOf: (name: string) => `Upload of ${name}`,
  cancelUploadOf: (name: string) => `Cancel upload of ${name}`,
  retryUploadOf: (name: string) => `Retry upload of ${name}`,
} as const;

/** Refusals of a multipart upload, worded with the route's own limits (route.multipart). */
export const MULTIPART_TEXT = {
  notMultipart: 'Send the files as multipart/form-data',
  fileTooLarge: (field: string, maxBytes: number) =>
    `${field}: each file must be at most ${formatLimit(maxBytes)}`,
  tooManyFiles: (field: string, maxFiles: number) => `${field}: send at most ${maxFiles} files at once`,
  // The same words as the browser's own check before sending (ARCHITECTURE's departures).
  noFiles: (field: string) => `${field}: ${VALIDATION.selectFile}`,
  fieldsFirst: (field: string) => `${field}: the form's other fields must come before the files`,
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The countdown of a timed block (TimeLeft in @drisk/ui): the visible text ticks every second, the spoken
 * text changes once a minute, so a screen reader is not told the time every second.
 */
export const TIME_LEFT_TEXT = {
  /** Visible; `clock` is h:mm:ss, or m:ss under an hour. */
  left: (clock: string) => `${clock} left`,
  /** Spoken: whole minutes left (rounded up), e.g. '1 hour 5 minutes left'. */
  spoken: (hours: number, minutes: number) =>
    hours === 0
      ? `${plural(minutes, 'minute')} left`
      : `${plural(hours, 'hour')}${minutes === 0 ? '' : ` ${plural(minutes, 'minute')}`} left`,
  underAMinute: 'Less than a minute left',
  ended: 'Block ended',
} as const;

/**
 * Access windows (accessWindows.ts and the AccessWindowTimeline of @drisk/ui): what the checks answer and
 * what the timeline and its list say.
 */
export const ACCESS_WINDOWS_TEXT = {
  badTime: 'must be a time as HH:mm, 00:00 to 23:59',
  noDays: 'choose at least one day',
  notADay: (text: string) => `'${text}' is not a day; use Monday to Sunday`,
  tooMany: `at most ${ACCESS_WINDOWS_MAX} windows`,
  needsFirstWindow: 'extra windows need a first window in start_time and end_time',
  merged: 'Overlapping windows were merged.',
  savedMerged: 'Access controls saved; overlapping windows were merged',
  timelineLabel: 'Access windows',
  timelineHelp:
    'Drag on an empty stretch of a day to add a window. Drag a window to move it or its edges to change its times. With a window focused, the arrow keys move it, Shift with the arrow keys changes its end, and Delete removes it.',
  timelineView: 'Timeline',
  listView: 'List',
  viewLabel: 'Show the windows as',
  addWindow: 'Add window',
  removeWindow: 'Remove',
  noWindows: 'No windows: the rules hold all day on the chosen days.',
  dayColumn: 'Day',
  startColumn: 'Start',
  endColumn: 'End',
  nextDay: '(next day)',
  wholeDay: '(24 hours)',
  dayLabel: 'Day of the window',
  startLabel: 'Start',
  endLabel: 'End',
  /** The accessible name of a window's bar and list row, e.g. 'Monday 22:00 to 02:00 the next day'. */
  windowName: (day: string, start: string, end: string, crossesMidnight: boolean) =>
    `${day} ${start} to ${end}${crossesMidnight ? ' the next day' : ''}`,
  removeWindowNamed: (name: string) => `Remove ${name}`,
  startHandle: 'Start of the window',
  endHandle: 'End of the window',
} as const;
