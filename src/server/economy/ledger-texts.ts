import { inEnglish, type TStoredText, wordingOf } from '../i18n/stored-text';

/**
 * A ledger entry's description or type: a catalogue's message where the system writes it (read in
 * the reader's language), or a text as it is (a teacher's words, a product's name).
 */
export type TLedgerText = TStoredText | string;
type TLedgerTexts = { description: TLedgerText; typeTitle: TLedgerText | null };

/** An entry's texts for its row: the English in the text columns, the messages in `wording`. */
export function ledgerTexts(entry: TLedgerTexts) {
  return {
    description: inEnglish(entry.description),
    typeTitle: entry.typeTitle && inEnglish(entry.typeTitle),
    wording: wordingOf({ description: entry.description, typeTitle: entry.typeTitle }),
  };
}
