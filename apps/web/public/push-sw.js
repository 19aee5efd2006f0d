/* Web push in the service worker (spec §4 push; imported by the generated
 * sw.js, see vite.config.ts): shows what the server pushed — `{ title, body,
 * link?, linkType?, rId? }` — and on a click focuses the app and opens the
 * link: an app route (INT) inside the app, an https address (EXT) in a new
 * window. */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const title =
    typeof message.title === 'string' && message.title !== ''
      ? message.title
      : self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: 'icons/icon-192.png',
      badge: 'icons/icon-192.png',
      tag: typeof message.rId === 'string' ? message.rId : undefined,
      data: { link: message.link, linkType: message.linkType },
    }),
  );
});

/** The address a notification's link leads to, or the app's start. */
function target(data) {
  const scope = self.registration.scope;
  if (data && typeof data.link === 'string') {
    if (data.linkType === 'EXT' && /^https:\/\//.test(data.link)) return data.link;
    if (data.linkType !== 'EXT' && data.link.startsWith('/')) return `${scope}#${data.link}`;
  }
  return scope;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = target(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const app = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (app && url.startsWith(self.registration.scope)) {
        await app.focus();
        return app.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
