/** About Us (/dashboard/aboutUs). */
export const ABOUT_TEXT = {
  back: 'Back',
  logo: (productName: string) => `${productName} logo`,
  version: (version: string) => `Version ${version}`,
  visitWebsite: 'Visit our website',
} as const;
