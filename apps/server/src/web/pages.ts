// The few HTML pages the server writes itself: the demo project list and the
// 404 page. Styles come from /_hospes/pages.css (no inline <style>, strict CSP).
import type { ProjectSummary } from '../projects/project.service.ts';
import { escapeHtml } from './html.ts';
import { initialOf } from './project-icon.ts';

export const PAGES_CSS_PATH = '/_hospes/pages.css';
export const PAGES_ICON_PATH = '/_hospes/icon.svg';

const PRODUCT_LABELS: Record<string, string> = {
  discover: 'Discover',
  discover_plus: 'Discover plus',
  app: 'App',
  app_without_chatbot: 'App without chatbot',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <meta name="theme-color" content="#1f2d41" />
    <link rel="stylesheet" href="${PAGES_CSS_PATH}" />
    <link rel="icon" type="image/svg+xml" href="${PAGES_ICON_PATH}" />
  </head>
  <body>
    <main class="page">
${body}
    </main>
  </body>
</html>
`;
}

function projectCard(project: ProjectSummary): string {
  const initial = initialOf(project.name);
  const variant = PRODUCT_LABELS[project.product] ?? project.product;
  const href = `/${encodeURIComponent(project.id)}/`;
  return `        <li class="project" style="--brand: ${escapeHtml(project.themeColor)}">
          <a href="${escapeHtml(href)}">
            <span class="initial" aria-hidden="true">${escapeHtml(initial)}</span>
            <span class="text">
              <span class="name">${escapeHtml(project.name)}</span>
              <span class="meta">${escapeHtml(variant)} · ${escapeHtml(project.languages.join(' · '))}</span>
              <span class="path">${escapeHtml(href)}</span>
            </span>
          </a>
        </li>`;
}

/** A demo login of the staff console, shown on the demo start page. */
export interface DemoStaffLogin {
  projectId: string;
  email: string;
  password: string;
  role: string;
}

function staffSection(logins: readonly DemoStaffLogin[]): string {
  if (logins.length === 0) return '';
  const rows = logins
    .map(
      (l) =>
        `          <li><code>${escapeHtml(l.email)}</code> / <code>${escapeHtml(l.password)}</code> — ${escapeHtml(l.role === 'admin' ? 'administrator' : 'front desk')} of ${escapeHtml(l.projectId)}</li>`,
    )
    .join('\n');
  return `
      <section class="staff" aria-labelledby="staff-console">
        <h2 id="staff-console"><a href="/console/">Staff console</a></h2>
        <p>Where the hotel's staff answer requests and messages, run the programme and the shop, see arrivals and edit content. Demo logins:</p>
        <ul>
${rows}
        </ul>
      </section>`;
}

/** The demo's fake property systems (HOSPES_DEMO_FAKE_PMS): their reservations, and the projects they can serve. */
export interface DemoFakePmsSection {
  fakes: readonly {
    kind: string;
    label: string;
    logins: readonly { number: string; lastName: string; what: string }[];
  }[];
  /** `on`: the fake a project is connected to ("Mews"), or null for the built-in PMS. */
  projects: readonly { id: string; name: string; on: string | null }[];
}

export const DEMO_PMS_PATH = '/_hospes/demo/pms';

function fakePmsSection(section: DemoFakePmsSection | undefined): string {
  if (!section) return '';
  const logins = section.fakes
    .map((f) => {
      const items = f.logins
        .map(
          (l) =>
            `<li><code>${escapeHtml(l.number)}</code> / <code>${escapeHtml(l.lastName)}</code> — ${escapeHtml(l.what)}</li>`,
        )
        .join('');
      return `          <li>The fake ${escapeHtml(f.label)}: <ul>${items}</ul></li>`;
    })
    .join('\n');
  const projects = section.projects
    .map((p) => {
      const name = escapeHtml(p.name);
      const buttons = p.on
        ? `<button type="submit" name="kind" value="builtin">Back to the built-in PMS for ${name}</button>`
        : section.fakes
            .map(
              (f) =>
                `<button type="submit" name="kind" value="${escapeHtml(f.kind)}">Connect ${name} to the fake ${escapeHtml(f.label)}</button>`,
            )
            .join(' ');
      return `          <li>
            <form method="post" action="${DEMO_PMS_PATH}">
              <input type="hidden" name="project" value="${escapeHtml(p.id)}" />
              <span>${name}: <strong>${p.on ? `the fake ${escapeHtml(p.on)}` : 'the built-in PMS'}</strong></span>
              ${buttons}
            </form>
          </li>`;
    })
    .join('\n');
  return `
      <section class="staff" aria-labelledby="fake-pms">
        <h2 id="fake-pms">A hotel on Mews or apaleo</h2>
        <p>A fake Mews and a fake apaleo — their APIs, built after the published specifications — run beside this demo. Connect a project to one, then log in to the project's app with a reservation of that fake:</p>
        <ul>
${logins}
        </ul>
        <ul class="fake-pms">
${projects}
        </ul>
      </section>`;
}

/** The start page in demo mode: every project with a link to its app, and the console's demo logins. */
export function demoPage(
  projects: ProjectSummary[],
  staffLogins: readonly DemoStaffLogin[] = [],
  fakePms?: DemoFakePmsSection,
): string {
  const list = projects.length
    ? `      <ul class="projects" aria-label="Demo projects">\n${projects.map(projectCard).join('\n')}\n      </ul>`
    : '      <p class="empty">No projects yet. Add one under projects/ and restart the server.</p>';
  return page(
    'Hospes — demo projects',
    `      <header>
        <h1>Hospes — demo projects</h1>
        <p>Hospes is a guest companion web app for hotels and tourism destinations. Open a demo project:</p>
      </header>
${list}${staffSection(staffLogins)}${fakePmsSection(fakePms)}
      <footer><a href="/api/docs">API documentation</a></footer>`,
  );
}

/** The 404 page of everything outside /api (which answers JSON). */
export function notFoundPage(options: { homeLink: boolean }): string {
  const home = options.homeLink ? '\n      <p><a href="/">Go to the start page</a></p>' : '';
  return page(
    'Not found — Hospes',
    `      <h1>Not found</h1>
      <p>The requested content was not found.</p>${home}`,
  );
}

/** The page of a failed request outside /api (which answers JSON): the status and what went wrong. */
export function errorPage(status: number, title: string, message: string): string {
  return page(
    `${title} — Hospes`,
    `      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>
      <p class="meta">HTTP ${status}</p>`,
  );
}
