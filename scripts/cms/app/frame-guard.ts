/**
 * The web editor's first script, run before the app: inside a frame of
 * another page, the editor does not start. A stranger's page could show it
 * under a decoy and have staff click Publish or Delete unawares; hosts that
 * send headers refuse the frame already (frame-ancestors, X-Frame-Options),
 * and on those that cannot (GitHub Pages) this refuses it. It stops the
 * page's loading, so the app's module, later in the page, is never read, and
 * says why, with a link that opens the editor on its own. A classic script,
 * not a module: it runs as soon as the parser meets it, before what follows.
 */
if (window.top !== window.self) {
  window.stop();
  const message = document.createElement('p');
  message.append('The content editor does not open inside another page. ');
  const link = document.createElement('a');
  link.href = location.href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = 'Open it on its own';
  message.append(link, '.');
  (document.body ?? document.documentElement.appendChild(document.createElement('body'))).append(message);
}
