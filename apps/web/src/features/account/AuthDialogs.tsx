import { lazy, Suspense, useState } from 'react';
import { useAuthDialogMode } from './authDialogStore';

/** The dialog and its forms (antd Form, Input, Modal) load when first opened, not with the first page. */
const AuthDialog = lazy(async () => ({ default: (await import('./AuthDialog')).AuthDialog }));

/** Login, register and reset: nothing until one is asked for; then mounted for good (closing animates). */
export function AuthDialogs() {
  const mode = useAuthDialogMode();
  const [wanted, setWanted] = useState(false);
  if (mode !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
