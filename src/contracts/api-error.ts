import type { Language } from './messages';

/** Messages of the error codes, for answers without field errors and for the client's toasts. */
export const apiErrorMessages: Record<Language, Record<string, string>> = {
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
    CONFLICT: 'Tieto on muuttunut, yritä uudelleen',
    RATE_LIMITED: 'Liian monta pyyntöä, odota hetki',
    PAYLOAD_TOO_LARGE: 'Pyyntö on liian suuri',
    UNSUPPORTED_MEDIA_TYPE: 'Pyynnön muoto ei kelpaa',
    SERVICE_UNAVAILABLE: 'Palvelu ei ole juuri nyt käytettävissä',
    INTERNAL: 'Uups! Jotain odottamatonta tapahtui...',
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
    CONFLICT: 'The information has changed, please try again',
    RATE_LIMITED: 'Too many requests, please wait a moment',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'The request format is not accepted',
    SERVICE_UNAVAILABLE: 'The service is not available right now',
    INTERNAL: 'Uups! Something unexpected occurred...',
  },
};
