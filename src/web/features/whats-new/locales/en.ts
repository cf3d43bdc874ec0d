// What's New (seed 001 section 1): the dialog and its changelog, worded for each audience.
export default {
  title: "What's New",
  introTeacher: 'Classmint has grown. Here is what is new for you and your classes.',
  introStudent: 'Classmint has grown. Here is what is new for you.',
  saving: 'Saving...',
  close: 'Close',

  wordHallpasses: 'hallpasses',
  wordSongRequests: 'song requests',
  wordTheStore: 'the store',
  discountsOn: 'discounts on {list}',
  storeDiscount: 'a store discount',
  wordDarkMode: 'dark mode',
  wordAnonymousSongs: 'anonymous song requests',
  wordJukebox: 'the jukebox',
  wordSongRemovals: 'song removals',
  wordSameDay: 'same-day delivery',

  primeTitle: 'Classmint Prime',
  primeTeacher:
    'Students can buy Prime, a one-time membership for the school year, with the points they earn. You choose the price and the perks: {perks}.',
  primeStudent:
    'Prime is a one-time membership for the school year, paid with your points. Depending on your teacher it brings {perks} and more.',
  hallpassesTitle: 'Hallpasses',
  hallpassesTeacher:
    'Students can buy a hallpass when you allow it, one per day. Set the price, the default duration and a limit in Settings, and see who is out in Manage Hallpasses.',
  hallpassesStudent: 'When your teacher allows it you can buy a hallpass on the Passes page, one per day.',
  finesTitle: 'Fines',
  finesTeacher: 'Take points away for the reasons your class agrees on. Turn fines on in Settings.',
  finesStudent: 'Your teacher can now give fines, which take points away. They show in your account.',
  presetBonusesTitle: 'Preset bonuses',
  presetBonusesTeacher:
    'Save the bonuses and fines you give often, then add them to many students in a couple of clicks.',
  jukeboxSkipTitle: 'Jukebox skip',
  jukeboxSkipTeacher:
    'Students can pay to skip the song playing on the class jukebox. Turn it on and set its price in Settings.',
  jukeboxSkipStudent: 'Not a fan of the song that is playing? When your teacher allows it you can pay to skip it.',
  anonymousSongsTitle: 'Anonymous song requests',
  anonymousSongsTeacher: 'Students can hide their name from classmates on song requests. You always see who asked.',
  anonymousSongsStudent: 'When your teacher allows it you can hide your name from classmates on your song requests.',
  musicAppsTitle: 'Apple Music and YouTube Music',
  musicAppsTeacher: 'Song requests now work with Apple Music and YouTube Music as well as Spotify.',
  musicAppsTeacherJukebox:
    'Song requests now work with Apple Music and YouTube Music as well as Spotify. The jukebox works only with Spotify.',
  musicAppsStudent: 'Song requests now link to Apple Music or YouTube Music when your class uses them.',
  musicAppsStudentJukebox:
    'Song requests now link to Apple Music or YouTube Music when your class uses them. The jukebox works only with Spotify.',
  assignmentDataTitle: 'Assignment data viewer',
  assignmentDataTeacher: 'See how a class did on an assignment, with grade bands and a chart of the scores.',
  randomGroupsTitle: 'Random group generator',
  randomGroupsTeacher: 'Split a course into 2 to 20 random groups in one click. Dropped students are left out.',
  suspendedTitle: 'Suspended students',
  suspendedTeacher:
    'Drop a student to suspend their account. They see a notice asking them to speak with you, and leave your course lists.',
  darkModeTitle: 'Dark mode',
  darkModeText: 'Easier on the eyes: turn on dark mode in Settings under Appearance.',
  emailTitle: 'Email notifications',
  emailTeacher: 'Get an email when a student places an order. Add your address in Settings under Notifications.',
  emailTeacherSongs:
    'Get an email when a student requests a song or places an order. Add your address in Settings under Notifications.',
  inventoryTitle: 'Orders reserve their products',
  inventoryTeacher:
    "A student's order takes its products out of stock as soon as it is submitted, so nothing is sold twice.",
  inventoryStudent:
    'Products in your order are set aside for you as soon as you submit it, so they never sell out from under you.',
} as const;
