import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/** Puts a server's per-field validation messages under the matching inputs. */
export function useServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  useEffect(() => {
    if (!isApiError(error)) return;
    for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { message });
  }, [error, setError]);
}
