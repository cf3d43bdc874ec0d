/**
 * Props for a menu opened from a button on the page. The menu renders inside the page's <main>
 * rather than at the end of <body>, so its items sit in a landmark like the rest of the page
 * (WCAG 1.3.1, axe 'region'); MUI still hides the rest of <main> from assistive technology while
 * it is open. No scroll lock: a lock on <main> would set its overflow and unstick its sticky parts.
 */
export const PAGE_MENU_PROPS = {
  container: () => document.querySelector('main') ?? document.body,
  disableScrollLock: true,
} as const;
