// The class settings' and retention's validation messages, shared by the forms and the server (P51).
export default {
  fixedAtZero: 'Fixed at 0 for scores below 50',
  listOfDestinations: 'Must be a list of destinations',
  atMostDestinations: 'At most {max} destinations',
  destinationNamesUnique: 'Each destination needs its own name',
  timeOfDay: 'Use a time like 09:15 (24-hour clock)',
  laterThanStart: 'Must be later than the start',
  listOfTimes: 'Must be a list of times',
  atMostBlackouts: 'At most {max} blackout times',
  chooseDistrict: 'Choose none, ccsd, evergreen or lehi',
  chooseProvider: 'Choose apple, spotify or youtube',
  emailForNotifications: 'Required when e-mail notifications are on',
  wholeDays: 'Whole days only',
  atLeastOneDay: 'Keep it at least 1 day',
  atMostDays: 'At most {max, number} days',
  // A school district as a person reads it (the API keeps the values none, ccsd, evergreen, lehi).
  districtNone: 'None',
  districtCcsd: 'Clark County (CCSD)',
  districtEvergreen: 'Evergreen',
  districtLehi: 'Lehi',
} as const;
