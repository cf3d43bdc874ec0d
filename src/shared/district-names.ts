import type { TSchoolDistrict } from './settings';
import { settingsRulesText } from './settings-texts/texts';

const NAME = {
  none: 'districtNone',
  ccsd: 'districtCcsd',
  evergreen: 'districtEvergreen',
  lehi: 'districtLehi',
} as const satisfies Record<TSchoolDistrict, keyof typeof settingsRulesText.messages>;

/** A school district as a person reads it: 'None' rather than the stored 'none'. */
export function districtName(district: TSchoolDistrict): string {
  return settingsRulesText.t(NAME[district]);
}
