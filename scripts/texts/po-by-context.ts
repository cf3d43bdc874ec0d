import type { CatalogFormatter, CatalogType } from '@lingui/conf';
import { formatter as poFormatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Lingui's PO format, written the way translators' tools read PO: the English is the `msgid`, the
 * translation the `msgstr` beside it, and the message's id (`store.empty`) its `msgctxt`, which also
 * keeps two equal English texts of different features apart.
 *
 * Our messages have explicit ids, and Lingui's PO formatter writes an explicit id as the `msgid`, so
 * a translator would see `store.empty` where the English should be. This formatter hands Lingui's
 * the messages as if their ids were generated from English and context (which it writes as above),
 * and reads them back under their explicit ids, so extraction, merging and compiling all work with
 * `store.empty` and the app looks messages up by it, with no hashing at run time.
 */
export function poByContext(): CatalogFormatter {
  const po = poFormatter({ origins: true, lineNumbers: true });
  return {
    catalogExtension: po.catalogExtension,
    templateExtension: po.templateExtension,
    async parse(content, context) {
      const read = await po.parse(content, context);
      const byId: CatalogType = {};
      for (const [generated, message] of Object.entries(read)) {
        // An entry without msgctxt is not one of ours: it stays under its own id, and the checks
        // report it as a key English does not have.
        const id = message.context ?? generated;
        byId[id] = { ...message, context: undefined };
      }
      return byId;
    },
    serialize(catalog, context) {
      const byGeneratedId: CatalogType = {};
      for (const [id, message] of Object.entries(catalog)) {
        const english = message.message ?? id;
        byGeneratedId[generateMessageId(english, id)] = { ...message, message: english, context: id };
      }
      return po.serialize(byGeneratedId, context);
    },
  };
}
