import { lazy, Suspense, useState } from 'react';
import { loadAllTexts } from '../../lib/i18n';
import { useAuthDialogMode } from './authDialogStore';

/** The dialog and its forms (antd Form, Input, Modal) load when first opened, not with the first page, with their texts. */
const AuthDialog = lazy(async () => ({ default: (await Promise.all([import('./AuthDialog'), loadAllTexts()]))[0].AuthDialog }));

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
