// The sign-in pages' texts (seed 001 sections 1 and 2, P46, issue 28).
export default {
  appName: 'Classmint',
  signInToAccount: 'Sign in to your class account',
  orWithPassword: 'or with your username and password',
  username: 'Username',
  password: 'Password',
  loading: 'Loading...',
  login: 'Login',
  signInWithPassword: 'Sign in with a password',
  passwordForStaff: 'For teachers and the admin.',
  passwordForAdmin: 'For the admin.',
  whatIsClassmint: 'What is Classmint?',
  sessionEnded: 'Your session ended. Sign in again to continue.',
  signInWith: 'Sign in with {provider}',
  anyProvider: 'your school account',
  problemUnknownPerson: 'Your school account is not set up in Classmint. Please ask your teacher.',
  problemExpired: 'That sign-in took too long or was already used. Please sign in again.',
  problemOtherBrowser:
    'That sign-in was started in another browser, or this browser blocked its cookie. Please sign in again here.',
  problemDenied: 'Signing in with {provider} was cancelled. You can try again when you are ready.',
  problemRefused:
    'Classmint could not confirm your sign-in with {provider}, so you are not signed in. Please try again.',
  problemUnavailable: '{provider} is not answering right now. Please try again in a few minutes.',
  problemNotConfigured:
    "Signing in with the school's account is not set up here. Please use your username and password.",
  required: 'Required',
  aboutTitle: 'About Classmint',
  aboutEconomy:
    'Classmint is a classroom points economy. Students earn points from their assessment scores and from bonuses, and spend them on {spentOn}. Teachers run their courses and set the rules of their class economy.',
  spentOnHallpasses: 'hallpasses',
  spentOnSongs: 'song requests',
  spentOnStore: 'store products',
  spentOnPrime: 'an optional Prime membership',
  aboutHistory:
    'Classmint began as a side project by a teacher for one classroom. It runs on free servers and was never meant to be public, so please be patient with it: there is no company behind it, just a teacher who wanted school to feel a little more rewarding.',
  aboutCredentials: 'Your teacher or your school gives you your username and password.',
  goToLogin: 'Go to the login page',
} as const;
