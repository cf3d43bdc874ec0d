import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSong, requestSong, studentSongs, teacherSongs, updateSong } from '../../../shared/api/songs';
import type { TSong, TSongStatus } from '../../../shared/songs';
import { callApi } from '../../api/client';
import { useActingCourse } from '../../api/acting-course';
import { ledgerKeys, songKeys } from '../../api/query-keys';

/** A song changed: the playlists, and the balances it charged or refunded (P19). */
function refreshAfterSongChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: songKeys.all }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

/** Puts the server's answer in the list at once, so a dialog moves on without waiting for the refetch. */
function replaceInLists(queryClient: QueryClient, song: TSong, course: string | undefined) {
  for (const key of [songKeys.student(), songKeys.teacher(course)]) {
    queryClient.setQueryData<TSong[]>(key, (list) => list?.map((s) => (s._id === song._id ? song : s)));
  }
}

/** GET /api/songs/student: the class playlist of the student's course, newest first. */
export function useStudentSongs() {
  return useQuery({
    queryKey: songKeys.student(),
    queryFn: async () => (await callApi(studentSongs)).songs,
  });
}

/** GET /api/songs/teacher: every song of the teacher's courses, by period, newest first within one. */
export function useTeacherSongs() {
  const { course, headers } = useActingCourse();
  return useQuery({
    queryKey: songKeys.teacher(course),
    queryFn: async () => (await callApi(teacherSongs, { headers })).songs,
  });
}

/** POST /api/songs: charged at once, pending the teacher's approval (P19, P35). */
/** Lets the Buy a song dialog stay open while a request is on its way. */
export const REQUEST_SONG_KEY = ['request-song'] as const;

export function useRequestSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REQUEST_SONG_KEY,
    mutationFn: (song: { title: string; artist: string }) => callApi(requestSong, { body: { song } }),
    onSuccess: () => refreshAfterSongChange(queryClient),
  });
}

export type TSongDecision = { id: string; status: TSongStatus; statusDescription?: string; trackUri?: string };

/** PUT /api/songs/{id}: a student's removal request, or the teacher's decision (P35). */
export function useUpdateSong() {
  const queryClient = useQueryClient();
  const { course, headers } = useActingCourse();
  return useMutation({
    mutationFn: ({ id, ...song }: TSongDecision) => callApi(updateSong, { params: { id }, body: { song }, headers }),
    onSuccess: ({ song }) => {
      replaceInLists(queryClient, song, course);
      return refreshAfterSongChange(queryClient);
    },
  });
}

/** DELETE /api/songs/{id} (teacher): a pending request is refunded. */
export function useDeleteSong() {
  const queryClient = useQueryClient();
  const { headers } = useActingCourse();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteSong, { params: { id }, headers }),
    onSuccess: () => refreshAfterSongChange(queryClient),
  });
}
