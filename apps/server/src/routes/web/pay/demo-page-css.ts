// The styles of the demo payment page, served at DEMO_CSS_PATH.
// A module, not a .css file, so that the bundled server carries it (no file to find at run time).
export const DEMO_PAGE_CSS = `/* The demo payment page (/pay/…): the project's colours come from --brand,
   --brand-ink and --brand-soft on <body>; text sits on a white card. */
:root {
  color-scheme: light;
  --ink: #1f2d41;
  --muted: #4a5568;
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    Helvetica,
    Arial,
    sans-serif;
  color: var(--ink);
}
body {
  margin: 0;
  min-height: 100vh;
  background: var(--brand-soft, #eff3f9);
}
.pay {
  max-width: 30rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
}
.demo-note {
  display: grid;
  gap: 0.25rem;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 2px dashed #8a5a00;
  border-radius: 0.75rem;
  background: #fff8e1;
  color: #5c3d00;
  line-height: 1.4;
}
.demo-note strong {
  font-size: 1.05rem;
}
.card {
  padding: 1.5rem 1.25rem;
  border-radius: 1rem;
  background: #fff;
  border-top: 0.4rem solid var(--brand, var(--ink));
  box-shadow: 0 2px 10px rgb(31 45 65 / 15%);
}
.merchant {
  margin: 0;
  color: var(--muted);
  font-weight: 600;
}
h1 {
  margin: 0.25rem 0 1rem;
  font-size: 1.75rem;
  line-height: 1.2;
}
.details {
  margin: 0 0 1.5rem;
  display: grid;
  gap: 0.5rem;
}
.details div {
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  padding-bottom: 0.5rem;
  border-bottom: 1px solid #e2e8f0;
}
.details dt {
  color: var(--muted);
}
.details dd {
  margin: 0;
  text-align: right;
  font-weight: 600;
}
.actions {
  display: grid;
  gap: 0.75rem;
}
.actions button {
  min-height: 3rem;
  padding: 0.75rem 1rem;
  border-radius: 0.75rem;
  font: inherit;
  font-weight: 600;
  font-size: 1.05rem;
  cursor: pointer;
  border: 2px solid var(--brand, var(--ink));
  background: #fff;
  color: var(--ink);
}
.actions .approve {
  background: var(--brand, var(--ink));
  color: var(--brand-ink, #fff);
}
.actions .decline {
  border-color: #b42318;
  color: #b42318;
}
.actions .cancel {
  border-color: #cbd5e1;
}
.actions button:hover {
  filter: brightness(0.95);
}
.actions button:focus-visible,
.back:focus-visible {
  outline: 3px solid var(--ink);
  outline-offset: 3px;
}
.hint {
  margin: 1.25rem 0 0;
  color: var(--muted);
  font-size: 0.9rem;
  line-height: 1.4;
}
.back {
  color: var(--ink);
  font-weight: 600;
}
`;
