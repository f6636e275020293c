import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_MAX, messageLength } from '../../api/messages';
import { useText } from '../../panels/text';

export interface MessageComposerProps {
  /** Sends the text; resolves when the server took it (the box empties), rejects when it did not. */
  onSend?: (message: string) => Promise<void>;
  /** A sitter reads the owner's messages but never writes in its name: the box is disabled with the reason. */
  isSitter?: boolean;
  /** The first text (stories). */
  initial?: string;
  label?: string;
}

/** The send box: a text area with a character counter (2000 at most, counted as the server counts). */
export function MessageComposer({ onSend, isSitter, initial = '', label }: MessageComposerProps) {
  const t = useText();
  const id = useId();
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const n = messageLength(text.trim());
  const over = n > MESSAGE_MAX;
  const disabled = isSitter || sending || !onSend;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled || n === 0 || over) return;
    setSending(true);
    try {
      await onSend!(text);
      setText('');
    } catch {
      // The caller showed the refusal; the text stays so nothing typed is lost.
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="ak-messages__composer" onSubmit={(e) => void submit(e)} aria-label={label ?? t('messages.compose.label')}>
      <label htmlFor={`${id}-text`} className="ak-vpage__subhead">{label ?? t('messages.compose.label')}</label>
      <textarea id={`${id}-text`} className="ak-input ak-messages__textarea" value={text} disabled={isSitter}
        aria-describedby={isSitter ? `${id}-reason` : `${id}-count`} placeholder={t('messages.compose.placeholder')}
        onChange={(e) => setText(e.target.value)} />
      {isSitter && <p id={`${id}-reason`} className="ak-messages__reason">{t('messages.compose.sitter')}</p>}
      <div className="ak-messages__composer-row">
        <span id={`${id}-count`} className={over ? 'ak-messages__counter is-over' : 'ak-messages__counter'} aria-live="polite">
          {t('messages.compose.counter', { n, max: MESSAGE_MAX })}
        </span>
        <button type="submit" className="ak-btn ak-btn--primary" disabled={disabled || n === 0 || over}>
          {sending ? t('messages.compose.sending') : t('messages.compose.send')}
        </button>
      </div>
    </form>
  );
}
