import './styles/base.css';

/**
 * The start screen in index.html (the server writes the project's welcome
 * image and greeting into it) paints first; the app's scripts load and run
 * after that frame, so that they never hold back the first paint
 * (docs/performance.md). A tab opened in the background starts when it is
 * first shown.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    import('./app/boot.ts').catch((error: unknown) => {
      // A script that could not load (the network went away mid-start): the next visit retries.
      console.error('The app could not be loaded', error);
    });
  });
});
