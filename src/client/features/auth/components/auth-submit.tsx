import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';

/** The full-width submit button every sign-in, sign-up and restore form ends with; busy while it sends. */
export function AuthSubmit({
  pending,
  disabled,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={pending} disabled={disabled}>
      {children}
    </Button>
  );
}
