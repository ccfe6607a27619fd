// The screen shown when the app cannot start (missing or invalid /config.json, a bootstrap chunk that
// fails to download). Plain DOM: React may be exactly what failed to load. No inline scripts (CSP).

export interface StartupErrorOptions {
  title: string;
  message: string;
  details?: string[];
}

export function renderStartupError(root: HTMLElement, { title, message, details = [] }: StartupErrorOptions): void {
  const doc = root.ownerDocument;
  const box = doc.createElement('main');
  box.setAttribute('role', 'alert');
  Object.assign(box.style, {
    maxWidth: '40rem',
    margin: '4rem auto',
    padding: '2rem',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    color: '#14213d',
    background: '#ffffff',
    border: '1px solid #d9dfeb',
    borderRadius: '12px',
    lineHeight: '1.5',
  });

  const heading = doc.createElement('h1');
  heading.textContent = title;
  Object.assign(heading.style, { fontSize: '1.5rem', margin: '0 0 1rem' });
  box.append(heading);

  const text = doc.createElement('p');
  text.textContent = message;
  box.append(text);

  if (details.length > 0) {
    const list = doc.createElement('ul');
    for (const detail of details) {
      const item = doc.createElement('li');
      item.textContent = detail;
      list.append(item);
    }
    box.append(list);
  }

  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Reintentar';
  Object.assign(retry.style, {
    font: 'inherit',
    fontWeight: '600',
    padding: '0.5rem 1.5rem',
    border: '0',
    borderRadius: '6px',
    background: '#0b5fff',
    color: '#ffffff',
    cursor: 'pointer',
  });
  retry.addEventListener('click', () => doc.defaultView?.location.reload());
  box.append(retry);

  root.replaceChildren(box);
}
