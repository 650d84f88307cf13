/**
 * The company whose users the User Profile tab shows, kept in session storage as the spec does ('customer
 * details': name and id) when the Users count of a company is clicked.
 */
export const CUSTOMER_DETAILS_KEY = 'CustomerDetails';

export interface CustomerDetails {
  customer_id: number;
  customer_name: string;
}

export function storeCustomerDetails(details: CustomerDetails) {
  try {
    sessionStorage.setItem(CUSTOMER_DETAILS_KEY, JSON.stringify(details));
  } catch {
    // storage disabled: the filter still travels in the address
  }
}

export function readCustomerDetails(): CustomerDetails | null {
  try {
    const text = sessionStorage.getItem(CUSTOMER_DETAILS_KEY);
    return text ? (JSON.parse(text) as CustomerDetails) : null;
  } catch {
    return null;
  }
}

/** The User Profile tab narrowed to a company; the company is remembered for the tab's heading. */
export function usersOfCompanyPath(details: CustomerDetails) {
  storeCustomerDetails(details);
  return `/users?filter=${encodeURIComponent(JSON.stringify({ customer_id: details.customer_id }))}`;
}
