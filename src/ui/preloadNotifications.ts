/**
 * The shell's notification renderer loads with the first notification (src/routes/Notifications.tsx). A screen
 * that must notify without network (the kitchen board's offline queue) loads its code ahead: without network a
 * lazy chunk fails and the app reloads, which would drop the board's 'listo' grace timers.
 */
export function preloadNotifications(): void {
  void import('../routes/NotificationRenderer').catch(() => {
    // offline already: the first notification will try again
  });
}
