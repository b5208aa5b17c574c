import type { Language } from './messages';

/**
 * Every code the server puts in an error answer's `error` field (the server's AppErrorCode
 * is this union; its status per code is in server/lib/app-error.ts). Domain errors
 * (domain/errors.ts) never reach the wire: the server turns them into VALIDATION_FAILED
 * with the field at fault.
 */
export type ApiErrorCode =
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'INVALID_CREDENTIALS'
  | 'TOTP_REQUIRED'
  | 'MFA_ENROLMENT_REQUIRED'
  | 'CANNOT_DELETE_SELF'
  | 'LAST_ADMIN'
  | 'FORBIDDEN'
  | 'REAUTHENTICATION_FAILED'
  | 'CONFLICT'
  | 'SLOT_TAKEN'
  | 'BLOCK_OVER_JOBS'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL'
  | 'ACTION_NOT_ALLOWED'
  | 'LATE_CANCELLATION'
  | 'LATE_CHANGE';

/** Messages of the error codes, for answers without field errors and for the client's toasts. */
export const apiErrorMessages: Record<Language, Record<ApiErrorCode, string>> = {
  fi: {
    VALIDATION_FAILED: 'Tarkista tiedot',
    NOT_FOUND: 'Ei löytynyt',
    UNAUTHORIZED: 'Kirjaudu sisään',
    INVALID_CREDENTIALS: 'Käyttäjätunnus tai salasana on väärin',
    TOTP_REQUIRED: 'Anna todennussovelluksen koodi',
    MFA_ENROLMENT_REQUIRED: 'Ota kaksivaiheinen tunnistautuminen käyttöön profiilissasi',
    CANNOT_DELETE_SELF: 'Et voi poistaa omaa käyttäjätunnustasi',
    LAST_ADMIN: 'Viimeistä ylläpitäjää ei voi poistaa',
    FORBIDDEN: 'Ei oikeutta',
    REAUTHENTICATION_FAILED: 'Vahvista henkilöllisyytesi',
    CONFLICT: 'Tieto on muuttunut, yritä uudelleen',
    SLOT_TAKEN: 'Valittu pesuaika ehdittiin juuri varata. Valitse toinen aika.',
    BLOCK_OVER_JOBS: 'Estettyyn aikaan on varattu töitä',
    RATE_LIMITED: 'Liian monta pyyntöä, odota hetki',
    PAYLOAD_TOO_LARGE: 'Pyyntö on liian suuri',
    UNSUPPORTED_MEDIA_TYPE: 'Pyynnön muoto ei kelpaa',
    SERVICE_UNAVAILABLE: 'Palvelu ei ole juuri nyt käytettävissä',
    INTERNAL: 'Uups! Jotain odottamatonta tapahtui...',
    ACTION_NOT_ALLOWED: 'Tätä ei voi tehdä tilaukselle sen nykyisessä tilassa',
    LATE_CANCELLATION:
      'Työhön on alle 5 arkipäivää: perumisesta veloitetaan vähintään 30 % hinnasta. Vahvista, että hyväksyt sen.',
    LATE_CHANGE: 'Työhön on alle 5 arkipäivää: aikaa voi muuttaa enää soittamalla meille.',
  },
  en: {
    VALIDATION_FAILED: 'Please check the information',
    NOT_FOUND: 'Not found',
    UNAUTHORIZED: 'Please log in',
    INVALID_CREDENTIALS: 'Username or password incorrect',
    TOTP_REQUIRED: 'Enter the code of your authenticator app',
    MFA_ENROLMENT_REQUIRED: 'Turn on two-factor authentication in your profile',
    CANNOT_DELETE_SELF: 'You cannot delete your own user',
    LAST_ADMIN: 'The last administrator cannot be deleted',
    FORBIDDEN: 'Not allowed',
    REAUTHENTICATION_FAILED: 'Confirm who you are',
    CONFLICT: 'The information has changed, please try again',
    SLOT_TAKEN: 'The chosen washing time was just taken. Please choose another time.',
    BLOCK_OVER_JOBS: 'Jobs are booked in the time to block',
    RATE_LIMITED: 'Too many requests, please wait a moment',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'The request format is not accepted',
    SERVICE_UNAVAILABLE: 'The service is not available right now',
    INTERNAL: 'Uups! Something unexpected occurred...',
    ACTION_NOT_ALLOWED: 'This cannot be done to the order in its present state',
    LATE_CANCELLATION:
      'The job is less than 5 business days away: at least 30 % of the price is charged. Please confirm that you accept it.',
    LATE_CHANGE:
      'The job is less than 5 business days away: only our office can change the time now.',
  },
};
