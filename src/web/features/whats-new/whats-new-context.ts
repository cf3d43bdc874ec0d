import { createContext, useContext } from 'react';

export type TWhatsNewControls = { open: () => void };

export const WhatsNewContext = createContext<TWhatsNewControls>({ open: () => undefined });

/** Lets the settings page's 'See What's New' button reopen the dialog. */
export function useWhatsNew(): TWhatsNewControls {
  return useContext(WhatsNewContext);
}
