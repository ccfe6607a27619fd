import { useEffect, useState } from 'react';
import { useMediaQuery } from 'shared-ui';

const PHONE = '(max-width: 767px)';
const TEXT_ENTRY =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="button"]):not([type="submit"]):not([type="reset"]), textarea, select, [contenteditable="true"]';

/** A field of the page (not of the assistant's own panel) is being filled in. */
function typingInPage(): boolean {
  const active = document.activeElement;
  return !!active && active.matches(TEXT_ENTRY) && !active.closest('[role="dialog"]');
}

/**
 * True on a phone while the person fills in a field of the page: the floating launcher then steps aside, so it
 * never covers the field being typed in (the claims form's Email, the quote's value).
 */
export function useTypingOnPhone(): boolean {
  const phone = useMediaQuery(PHONE);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(typingInPage());
    // focusout fires before the next element has focus: look once it has.
    const later = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    update();
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return phone && typing;
}
