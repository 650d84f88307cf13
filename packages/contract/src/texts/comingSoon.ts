/** A screen of a later release (ComingSoonPage). */
export const COMING_SOON_TEXT = {
  description: (title: string) =>
    `${title} arrives in a coming release of the dashboard; until then the other screens in the menu work as usual.`,
} as const;
