import { Fragment } from 'react';
import { emailBreakParts, splitEmails } from '#web/lib/email-breaks.ts';

/**
 * An e-mail address that a narrow screen wraps after its `@` and dots (`<wbr>`, which a
 * copy of the text leaves out), never inside a word; only a single piece longer than the
 * line is broken anywhere, as the last resort (`overflow-wrap: break-word`).
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {emailBreakParts(email).map((part, index, parts) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}

/** A text (a translated sentence) whose e-mail addresses wrap as `EmailAddress` does. */
export function WithEmailAddresses({ text }: { text: string }) {
  return splitEmails(text).map((part, index) =>
    part.isEmail ? <EmailAddress key={index} email={part.text} /> : part.text,
  );
}
