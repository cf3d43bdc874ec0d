import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { sessionEndedHere } from './session-end';
import { useSignedInUser } from './use-signed-in-user';

/**
 * Issue 28: what a person typed in a form is kept in this tab (session storage) until they send
 * it, so a session that ends meanwhile (signed out in another tab, a reset password) costs nothing:
 * after signing in again, the same form opened again has their text back. Only the fields they
 * changed are kept, never a password; keys carry the user's id, and signing in as someone else or
 * signing out on purpose forgets them.
 */
const PREFIX = 'classmint.draft.';

type TDraft = Record<string, unknown>;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function draftKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

/** At a sign-out on purpose: every draft of this tab goes. */
export function forgetFormDrafts(): void {
  const storage = tabStorage();
  if (storage) for (const key of draftKeys(storage)) storage.removeItem(key);
}

/** At a sign-in: the drafts of anyone else go (a shared device), this person's wait for them. */
export function keepFormDraftsOf(userId: string): void {
  const storage = tabStorage();
  if (!storage) return;
  for (const key of draftKeys(storage)) if (!key.startsWith(`${PREFIX}${userId}.`)) storage.removeItem(key);
}

const isSecret = (path: string) => /password/i.test(path);

/**
 * The changed fields' values by path ('settings.jukebox.purchaseAmount'). A list that changed is
 * kept whole under its own path: its rows have no path of their own that survives a reorder.
 */
function changedValues(values: unknown, dirty: unknown, path: string, into: TDraft): void {
  if (dirty === true || (Array.isArray(dirty) && JSON.stringify(dirty).includes('true'))) {
    if (path && !isSecret(path)) into[path] = values;
    return;
  }
  if (typeof dirty !== 'object' || dirty === null || typeof values !== 'object' || values === null) return;
  for (const [name, inner] of Object.entries(dirty)) {
    changedValues((values as Record<string, unknown>)[name], inner, path ? `${path}.${name}` : name, into);
  }
}

function readDraft(storage: Storage, key: string): TDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as TDraft) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the changed fields of a react-hook-form form under `name` (one name per form and record:
 * 'bonus:<student id>'), and puts them back when the form is mounted again. A form that goes away
 * while its person is still signed in (sent, cancelled, left) forgets its draft; one that goes
 * because the session ended keeps it. A `null` name keeps nothing.
 */
export function useFormDraft<T extends FieldValues, C, V>(
  name: string | null,
  form: Pick<UseFormReturn<T, C, V>, 'subscribe' | 'setValue'>,
): void {
  const user = useSignedInUser();
  const key = name === null ? null : `${PREFIX}${user._id}.${name}`;
  const { subscribe, setValue } = form;

  useEffect(() => {
    const storage = tabStorage();
    if (!storage || key === null) return undefined;
    const draft = readDraft(storage, key);
    for (const [path, value] of Object.entries(draft ?? {})) {
      if (!isSecret(path)) setValue(path as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    const unsubscribe = subscribe({
      formState: { values: true, dirtyFields: true },
      callback: ({ values, dirtyFields }) => {
        const changed: TDraft = {};
        changedValues(values, dirtyFields, '', changed);
        if (Object.keys(changed).length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(changed));
      },
    });
    return () => {
      unsubscribe();
      if (!sessionEndedHere()) storage.removeItem(key);
    };
  }, [key, subscribe, setValue]);
}
