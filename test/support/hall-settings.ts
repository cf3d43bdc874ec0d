import { defaultSettings, type TSettings } from '../../src/shared/settings';

/** A teacher's settings with passes on, students starting their own at 10 points, and `hallpass` on top. */
export function hallSettings(hallpass: Partial<TSettings['hallpass']> = {}): TSettings {
  const settings = defaultSettings();
  settings.hallpass = {
    ...settings.hallpass,
    enabled: true,
    allowStudentCreation: true,
    purchaseAmount: 10,
    ...hallpass,
  };
  return settings;
}
