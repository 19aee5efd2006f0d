// The styles of the server's own pages (demo list, 404), served at PAGES_CSS_PATH.
// A module, not a .css file, so that the bundled server carries it (no file to find at run time).
export const PAGES_CSS = `/* Styles of the server's own pages (demo project list, 404). */
:root {
  color-scheme: light;
  --ink: #1f2d41;
  --paper: #eff3f9;
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    Helvetica,
    Arial,
    sans-serif;
  color: var(--ink);
  background: var(--paper);
}
body {
  margin: 0;
}
.page {
  max-width: 48rem;
  margin: 0 auto;
  padding: 3rem 1.25rem;
}
h1 {
  margin: 0 0 0.5rem;
  font-size: 2rem;
}
header p {
  margin: 0 0 2rem;
  line-height: 1.5;
}
.projects {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
}
.project a {
  display: flex;
  gap: 1rem;
  align-items: center;
  padding: 1rem;
  border-radius: 0.75rem;
  background: #fff;
  color: inherit;
  text-decoration: none;
  border-left: 0.4rem solid var(--brand, var(--ink));
  box-shadow: 0 1px 3px rgb(31 45 65 / 15%);
}
.project a:hover,
.project a:focus-visible {
  box-shadow: 0 4px 12px rgb(31 45 65 / 25%);
}
.project a:focus-visible {
  outline: 3px solid var(--ink);
  outline-offset: 2px;
}
.initial {
  flex: none;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 0.75rem;
  background: var(--brand, var(--ink));
  color: #fff;
  font-size: 1.5rem;
  font-weight: 600;
}
.text {
  display: grid;
  gap: 0.2rem;
}
.name {
  font-weight: 600;
  font-size: 1.1rem;
}
.meta,
.path {
  font-size: 0.9rem;
  color: #4a5568;
}
.staff {
  margin-top: 2.5rem;
}
.staff h2 {
  font-size: 1.25rem;
}
.staff ul {
  padding-left: 1.2rem;
  line-height: 1.8;
}
.fake-pms {
  list-style: none;
  padding-left: 0;
}
.fake-pms form {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0.5rem 0;
}
.fake-pms button {
  font: inherit;
  padding: 0.4rem 0.8rem;
  border-radius: 6px;
  border: 1px solid #1f2d41;
  background: #fff;
  color: #1f2d41;
  cursor: pointer;
}
footer {
  margin-top: 2.5rem;
}
a {
  color: var(--ink);
}
`;
