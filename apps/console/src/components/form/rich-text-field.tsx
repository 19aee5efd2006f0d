// Text with bold, italic, lists and links, edited as text rather than as
// HTML: a labelled editable area (role textbox) with a toolbar, whose
// content goes to the form cleaned to the simple HTML the guest app shows
// (clean-html.ts). "Edit as HTML" shows the source for the few who want it.
// The browser's editing commands do the formatting (Chromium, Firefox and
// Safari all have them); the keyboard's Ctrl+B / Ctrl+I work as usual.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanHtml } from './clean-html.ts';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'unlink';

export function RichTextField({
  id,
  label,
  value,
  onChange,
  hint,
  warning,
  lang,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string | undefined;
  warning?: string | undefined;
  /** The language of the text (spelling, screen readers). */
  lang?: string | undefined;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const saved = useRef<Range | null>(null);
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});

  // The area shows the value; it is written only when the value changed from
  // outside (a new version, the source view), never under the caret.
  useEffect(() => {
    const element = area.current;
    if (element && cleanHtml(element.innerHTML) !== value) element.innerHTML = value;
  }, [value, source]);

  const update = () => {
    if (area.current) onChange(cleanHtml(area.current.innerHTML));
    setActive({
      bold: queryState('bold'),
      italic: queryState('italic'),
      insertUnorderedList: queryState('insertUnorderedList'),
      insertOrderedList: queryState('insertOrderedList'),
    });
  };
  const run = (command: Command | 'createLink', argument?: string) => {
    area.current?.focus();
    if (saved.current) {
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(saved.current);
      saved.current = null;
    }
    document.execCommand(command, false, argument);
    update();
  };
  const keepSelection = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)) {
      saved.current = selection.getRangeAt(0).cloneRange();
    }
  };
  const describedBy = [warning && `${id}-warning`, hint && `${id}-hint`].filter(Boolean).join(' ');

  const tool = (command: Command, text: string, symbol: ReactNode) => (
    <button
      type="button"
      className="rich-text__tool"
      aria-label={text}
      title={text}
      aria-pressed={command === 'unlink' ? undefined : Boolean(active[command])}
      // The click must not take the selection out of the text.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => run(command)}
    >
      {symbol}
    </button>
  );

  return (
    <div className="field rich-text">
      <span className="rich-text__label" id={labelId}>
        {label}
      </span>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('rich.toolbar', { label })}>
        {!source && (
          <>
            {tool('bold', t('rich.bold'), <b>B</b>)}
            {tool('italic', t('rich.italic'), <i>I</i>)}
            {tool('insertUnorderedList', t('rich.bullets'), '•≡')}
            {tool('insertOrderedList', t('rich.numbers'), '1≡')}
            <button
              type="button"
              className="rich-text__tool"
              aria-expanded={linking}
              onMouseDown={(e) => {
                e.preventDefault();
                keepSelection();
              }}
              onClick={() => setLinking(!linking)}
            >
              {t('rich.link')}
            </button>
            {tool('unlink', t('rich.unlink'), t('rich.unlinkShort'))}
          </>
        )}
        <button
          type="button"
          className="rich-text__tool rich-text__source"
          aria-pressed={source}
          onClick={() => {
            setLinking(false);
            setSource(!source);
          }}
        >
          {t('rich.source')}
        </button>
      </div>
      {linking && !source && (
        <div className="rich-text__link">
          <label htmlFor={`${id}-href`}>{t('rich.href')}</label>
          <input
            id={`${id}-href`}
            type="url"
            value={href}
            onChange={(e) => setHref(e.target.value)}
          />
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setLinking(false);
              run('createLink', href.trim());
            }}
          >
            {t('rich.addLink')}
          </button>
        </div>
      )}
      {source ? (
        <textarea
          id={id}
          rows={6}
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          value={value}
          lang={lang}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <div
          id={id}
          ref={area}
          className="rich-text__area"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          contentEditable
          suppressContentEditableWarning
          lang={lang}
          tabIndex={0}
          onInput={update}
          onKeyUp={update}
          onMouseUp={update}
        />
      )}
      {warning && (
        <span id={`${id}-warning`} className="field__warning">
          {warning}
        </span>
      )}
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

function queryState(command: string): boolean {
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
}
