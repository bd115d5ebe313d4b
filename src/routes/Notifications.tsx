/**
 * The shell's notification renderer (react-admin's snackbar, also the undo of undoable actions): its code loads
 * with the first notification, not with the first screen (or ahead, src/ui/preloadNotifications.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const Notification = lazy(() => import('./NotificationRenderer'));

export function Notifications() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  );
}
