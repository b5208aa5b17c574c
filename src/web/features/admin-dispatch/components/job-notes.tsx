import { useTranslation } from 'react-i18next';

/**
 * A run sheet's notes of a job: the customer's door code and instructions, then the office's
 * note for the washer, each named; a dash when there is neither.
 */
export function JobNotes(props: { doorNote: string | null; washerNote: string | null }) {
  const { t } = useTranslation('admin-dispatch');
  if (!props.doorNote && !props.washerNote) return <>–</>;
  return (
    <>
      {props.doorNote ? <div data-testid="run-sheet-door-note">{props.doorNote}</div> : null}
      {props.washerNote ? (
        <div data-testid="run-sheet-washer-note">
          <strong>{t('note_for_washer_short')}</strong> {props.washerNote}
        </div>
      ) : null}
    </>
  );
}
