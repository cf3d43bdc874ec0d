/**
 * A catalogue file (`locales/es.po`) imported as a module: Lingui's compiled messages under their
 * ids. Each runtime compiles it when it is imported (docs/texts.md, "Where texts live").
 */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
