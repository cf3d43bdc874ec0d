import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createCourse, deleteCourse, enroll, listCourses, unenroll, updateCourse } from '../../../shared/api/courses';
import { createUser, deleteStudent, importStudents, lookupStudent, updateUser } from '../../../shared/api/users';
import { callApi } from '../../api/client';
import { courseKeys, ledgerKeys, taskKeys } from '../../api/query-keys';
import { compareText } from '../../components/compare-text';
import { useSignedInUser } from '../auth';

export type TCourseValues = { name: string; period: number };
/** A number a student already has is sent alone (P40); a new person with names and a password. */
export type TStudentCreateValues = { username: string; firstName?: string; lastName?: string; password?: string };
export type TStudentUpdateValues = {
  firstName?: string;
  lastName?: string;
  password?: string;
  dropped?: boolean;
  /** P48: the hallpass accommodation (IEP or 504 plan). */
  passAccommodation?: boolean;
  /** P49: a new 4-digit kiosk PIN, or null to remove it. */
  kioskPin?: string | null;
};
export type TStudentImportRowValues = { username: string; firstName: string; lastName: string; password?: string };

/**
 * Everything a student or course change can move: the course lists, and the accounts and economy
 * views of the Accounts page (names, who is dropped, who is in which course, balances).
 */
function refreshCourses(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

/** GET /api/courses, already sorted by period by the server (sorted again in case it isn't). */
export function coursesQuery() {
  return queryOptions({
    queryKey: courseKeys.list(),
    queryFn: async () => {
      const { courses } = await callApi(listCourses);
      return [...courses].sort((a, b) => a.period - b.period || compareText(a.name, b.name));
    },
  });
}

/** The signed-in teacher's own courses: those other teachers shared with them (P60) are apart. */
export function useCourses() {
  const { username } = useSignedInUser();
  return useQuery({ ...coursesQuery(), select: (all) => all.filter((course) => course.teacher.username === username) });
}

/** P60: the courses other teachers shared with the signed-in teacher, by their teacher. */
export function useSharedCourses() {
  const { username } = useSignedInUser();
  return useQuery({ ...coursesQuery(), select: (all) => all.filter((course) => course.teacher.username !== username) });
}

export function useAddCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (course: TCourseValues) => callApi(createCourse, { body: { course } }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, course }: { slug: string; course: Partial<TCourseValues> }) =>
      callApi(updateCourse, { params: { slug }, body: { course } }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

/** Removes the course with its students and assignments (P30 asks twice before). */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(deleteCourse, { params: { slug } }),
    onSuccess: () =>
      Promise.all([refreshCourses(queryClient), queryClient.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

/** P40: whether a student number is a person already (asked once the number looks like one). */
export function useStudentLookup(courseId: string, username: string) {
  return useQuery({
    queryKey: courseKeys.lookup(courseId, username),
    queryFn: async () => (await callApi(lookupStudent, { query: { username, courseId } })).lookup,
    enabled: /^\d{1,20}$/.test(username),
    staleTime: 30_000,
  });
}

export function useAddStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, user }: { courseId: string; user: TStudentCreateValues }) =>
      callApi(createUser, { query: { courseId }, body: { user } }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

/** Edit, drop, reinstate and reset password are all `PUT /api/users/{username}`. */
export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, user }: { username: string; user: TStudentUpdateValues }) =>
      callApi(updateUser, { params: { username }, body: { user } }),
    onSuccess: () => refreshCourses(queryClient),
  });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => callApi(deleteStudent, { params: { username } }),
    onSuccess: () =>
      Promise.all([refreshCourses(queryClient), queryClient.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

/** Seed 001 section 4: moving is unenroll from the current course, then enroll in the target. */
export function useMoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, from, to }: { username: string; from: string; to: string }) => {
      await callApi(unenroll, { params: { slug: from }, body: { course: { usernames: [username], slug: from } } });
      return callApi(enroll, { params: { slug: to }, body: { course: { usernames: [username], slug: to } } });
    },
    // Even a half-done move (left one course, refused by the other) must show as it now stands.
    onSettled: () =>
      Promise.all([refreshCourses(queryClient), queryClient.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ courseId, users }: { courseId: string; users: TStudentImportRowValues[] }) =>
      (await callApi(importStudents, { query: { courseId }, body: { users } })).import,
    onSuccess: () => refreshCourses(queryClient),
  });
}
