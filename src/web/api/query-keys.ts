/**
 * Every TanStack Query key the web app caches server data under, in one place because a change in
 * one feature refreshes what others show (an order moves balances, a deleted student empties an
 * assignment's scores). Features import their keys from here instead of from each other, so
 * invalidation creates no dependency between features. The values are the cache's layout:
 * invalidating a key refreshes everything under it.
 */

/** The signed-in user (GET /api/session); signing in or out keeps ['auth'] and drops the rest. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  /** How the login page offers sign-in (P46): the same for everyone, for the life of the server. */
  signInOptions: () => [...authKeys.all, 'sign-in-options'] as const,
};

export const courseKeys = {
  all: ['courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  /** P40: what adding a number to a course would do (new, existing, in the course, staff's). */
  lookup: (courseId: string, username: string) => [...courseKeys.all, 'lookup', courseId, username] as const,
};

/** P60: a course's substitute codes (GET /api/courses/{slug}/substitute-codes). */
export const substituteCodeKeys = {
  all: ['substitute-codes'] as const,
  list: (slug: string) => [...substituteCodeKeys.all, 'list', slug] as const,
};

/** A course's assignments (GET /api/tasks) and one assignment's scores. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (courseId: string) => [...taskKeys.all, 'list', courseId] as const,
  scores: (taskId: string) => [...taskKeys.all, 'scores', taskId] as const,
};

/** Everything that shows points: a student's account, the economy view and a student's change history. */
export const ledgerKeys = {
  all: ['ledger'] as const,
  accounts: () => [...ledgerKeys.all, 'account'] as const,
  account: (username: string) => [...ledgerKeys.accounts(), username] as const,
  economy: () => [...ledgerKeys.all, 'economy'] as const,
  audit: (username: string) => [...ledgerKeys.all, 'audit', username] as const,
};

export const presetKeys = {
  all: ['presets'] as const,
  list: (kind: 'bonus' | 'fine') => [...presetKeys.all, kind] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
};

export const productKeys = {
  all: ['products'] as const,
  /** `course`: a course shared with the teacher (P60), whose teacher's products these are. */
  list: (course?: string) => (course ? [...productKeys.all, 'list', course] : [...productKeys.all, 'list']),
};

/** Every list of orders (the student's own, the teacher's Manage Purchases) lives under ['purchases']. */
export const purchaseKeys = {
  all: ['purchases'] as const,
  student: () => [...purchaseKeys.all, 'student'] as const,
  /** `course`: a course shared with the teacher (P60): its students' orders. */
  teacher: (course?: string) => (course ? [...purchaseKeys.all, 'teacher', course] : [...purchaseKeys.all, 'teacher']),
};

export const teacherKeys = {
  all: ['teachers'] as const,
  list: () => [...teacherKeys.all, 'list'] as const,
};

/** Hallpasses, song requests and the jukebox queue: what their pages list, refreshed by live updates. */
export const hallpassKeys = {
  all: ['hallpasses'] as const,
  /** The kiosk's board: one course's recent passes, or all the teacher's (null). */
  kiosk: (courseId: string | null) => [...hallpassKeys.all, 'kiosk', courseId ?? 'all'] as const,
  /** The student's own: their passes and their newest pass's state. */
  mine: () => [...hallpassKeys.all, 'mine'] as const,
  last: () => [...hallpassKeys.all, 'last'] as const,
  /** The teacher's passes of all their courses (Manage Hallpasses). */
  teacher: () => [...hallpassKeys.all, 'teacher'] as const,
  /** P48: the hall's places and line (a student's course, or a teacher's `courseId`). */
  hall: (courseId: string | null) => [...hallpassKeys.all, 'hall', courseId ?? 'mine'] as const,
  /** P49: what a kiosk device shows (its session's course and board). */
  device: () => [...hallpassKeys.all, 'device'] as const,
  /** P49: the teacher's kiosks. */
  kiosks: () => [...hallpassKeys.all, 'kiosks'] as const,
  /** P48: the teacher's separations. */
  separations: () => [...hallpassKeys.all, 'separations'] as const,
  /** P50: the emergency switch as the reader sees it (staff: who was out; a student: the message). */
  emergency: () => [...hallpassKeys.all, 'emergency'] as const,
  /** Issue 32: a week's report (null: this week) of one course or all (null), and a destination's passes that week. */
  report: (courseId: string | null, week: string | null) =>
    [...hallpassKeys.all, 'report', courseId ?? 'all', week ?? 'current'] as const,
  history: (courseId: string | null, week: string, destination: string) =>
    [...hallpassKeys.all, 'history', courseId ?? 'all', week, destination] as const,
};

export const songKeys = {
  all: ['songs'] as const,
  student: () => [...songKeys.all, 'student'] as const,
  /** `course`: a course shared with the teacher (P60): its song requests. */
  teacher: (course?: string) => (course ? [...songKeys.all, 'teacher', course] : [...songKeys.all, 'teacher']),
};

export const queueKeys = {
  all: ['jukebox-queue'] as const,
};

/** The jukebox's other reads: the Spotify connection, a student's jukebox, course playlists, searches. */
export const jukeboxKeys = {
  all: ['jukebox'] as const,
  status: () => [...jukeboxKeys.all, 'status'] as const,
  state: () => [...jukeboxKeys.all, 'state'] as const,
  playlists: () => [...jukeboxKeys.all, 'playlist'] as const,
  playlist: (id: string) => [...jukeboxKeys.playlists(), id] as const,
  search: (query: string) => [...jukeboxKeys.all, 'search', query] as const,
};

export const retentionKeys = {
  all: ['retention'] as const,
};

/**
 * Students' records (P41). Each read of another's record adds to their access log (P44), so a
 * record is read when its page opens and not again behind the reader's back.
 */
export const recordKeys = {
  all: ['records'] as const,
  own: () => [...recordKeys.all, 'own'] as const,
  of: (username: string) => [...recordKeys.all, 'student', username] as const,
};

/**
 * P60: what a substitute's phone holds at /sub, all under one key: their session, and the course's
 * roster, the teacher's presets, its passes and hall, each refreshed after every action they take;
 * a co-teacher's page of a shared course holds the same, under the course's id.
 */
export const substituteKeys = {
  all: ['substitute'] as const,
  session: () => [...substituteKeys.all, 'session'] as const,
  /** `course`: none on a substitute's phone, the course's id on a co-teacher's page of it. */
  roster: (course?: string) => [...substituteKeys.all, course ?? 'sub', 'roster'] as const,
  presets: (course?: string) => [...substituteKeys.all, course ?? 'sub', 'presets'] as const,
  passes: (course?: string) => [...substituteKeys.all, course ?? 'sub', 'passes'] as const,
  hall: (course?: string) => [...substituteKeys.all, course ?? 'sub', 'hall'] as const,
};
