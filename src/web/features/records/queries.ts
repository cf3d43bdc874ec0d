import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ownRecord, studentRecord } from '../../../shared/api/privacy';
import { deleteStudent } from '../../../shared/api/users';
import type { TStudentRecord } from '../../../shared/privacy';
import { callApi } from '../../api/client';
import { courseKeys, ledgerKeys, recordKeys, teacherKeys } from '../../api/query-keys';

/**
 * Read once per visit: every read of another's record is written to their access log (P44), so the
 * page never reads it again on its own (no refetch when stale, on focus or on reconnecting). Once
 * the page is left the copy is soon forgotten, so opening the record later reads it afresh.
 */
const READ_ONCE = {
  staleTime: Infinity,
  gcTime: 30_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** GET /api/user/record: the signed-in student's own record, every class (P41). */
export function useOwnRecord() {
  return useQuery({
    queryKey: recordKeys.own(),
    queryFn: async () => (await callApi(ownRecord)).record,
    ...READ_ONCE,
  });
}

function studentRecordQuery(username: string) {
  return {
    queryKey: recordKeys.of(username),
    queryFn: async (): Promise<TStudentRecord> => (await callApi(studentRecord, { params: { username } })).record,
    ...READ_ONCE,
  };
}

/** GET /api/students/{username}/record: the teacher's economy of the student, or (the admin) all of them. */
export function useStudentRecord(username: string) {
  return useQuery({ ...studentRecordQuery(username), enabled: username !== '' });
}

/**
 * Reads a student's record before its page opens (the admin's lookup): an unknown username fails
 * here, by the field, and the page then draws the record already read instead of reading it again.
 */
export function fetchStudentRecord(queryClient: QueryClient, username: string): Promise<TStudentRecord> {
  // A fresh read even when a copy is kept: the lookup is the moment the admin opens the record.
  return queryClient.fetchQuery({ ...studentRecordQuery(username), staleTime: 0 });
}

/**
 * The admin's DELETE /api/users/student/{username}: the student is erased from every teacher (P42).
 * The copy of their record is forgotten when the page showing it closes, not at once: removing it
 * while that page's query still watches it would make the query read the erased record again.
 */
export function useEraseStudent(username: string) {
  const queryClient = useQueryClient();
  const erased = useRef(false);
  useEffect(
    () => () => {
      if (erased.current) queryClient.removeQueries({ queryKey: recordKeys.of(username) });
    },
    [queryClient, username],
  );
  return useMutation({
    mutationFn: () => callApi(deleteStudent, { params: { username } }),
    onSuccess: () => {
      erased.current = true;
      // Teachers' counts of students, and any course or balance that listed them.
      for (const queryKey of [teacherKeys.all, courseKeys.all, ledgerKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
