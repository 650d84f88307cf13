/** The admin console's calls (spec 3 §7 Admin calls, and the audit log). */
export { getAuditLog as auditLog } from './auditLog';
export {
  createCustomer,
  deleteCustomer,
  getCustomerById,
  getCustomerDetails,
  saveCustomerDetails,
} from './companies';
export {
  deleteCustomerDevice,
  getAvailableCustomerDevices,
  getCustomerDeviceDetails,
  getCustomerDevicesList,
  insertCustomerDevices,
  updateCustomerDeviceDetails,
} from './companyDevices';
export { registeredUsers } from './registeredUsers';
export {
  addUserProfileDevices,
  deleteUserDevice,
  getUserProfileDeviceList,
  insertUserProfileDeviceDetails,
  updateUserProfileDeviceDetails,
} from './userProfileDevices';
export {
  createUserProfile,
  deleteCustomerUser,
  editCustomerProfile,
  editUserProfile,
  getCustomerUserDetails,
  updateUserProfile,
} from './userProfiles';
export { threatAlerts, threatSummary } from './threats';
export { companyScanReport, companyScans } from './companyScans';
