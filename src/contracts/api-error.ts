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
  | 'LATE_CHANGE'
  | 'BEFORE_JOB_DAY'
  | 'PHOTO_LIMIT_REACHED'
  | 'ORDER_KEPT'
  | 'NOTHING_OWED';

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
      'Perumisesta veloitetaan nyt maksu, jonka tilaussivu näyttää. Vahvista, että hyväksyt sen.',
    LATE_CHANGE: 'Työhön on alle 5 arkipäivää: aikaa voi muuttaa enää soittamalla meille.',
    BEFORE_JOB_DAY: 'Työn päivä ei ole vielä alkanut: työtä ei voi aloittaa eikä merkitä tehdyksi.',
    PHOTO_LIMIT_REACHED: 'Työhön voi lisätä enintään 10 kuvaa',
    ORDER_KEPT:
      'Tilausta ei voi poistaa, koska sillä on maksu, tehty työ tai se on viety toiminnanohjaukseen: mitätöi se.',
    NOTHING_OWED: 'Tilauksella ei ole maksamatonta laskua',
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
      'Cancelling now has a charge, shown on the order page. Please confirm that you accept it.',
    LATE_CHANGE:
      'The job is less than 5 business days away: only our office can change the time now.',
    BEFORE_JOB_DAY: "The job's day has not come yet: it cannot be started or marked done.",
    PHOTO_LIMIT_REACHED: 'A job can have at most 10 photos',
    ORDER_KEPT:
      'The order cannot be deleted: it has a payment, a done job or an ERP export. Void it instead.',
    NOTHING_OWED: 'The order has no unpaid invoice',
  },
  sv: {
    VALIDATION_FAILED: 'Kontrollera uppgifterna',
    NOT_FOUND: 'Hittades inte',
    UNAUTHORIZED: 'Logga in',
    INVALID_CREDENTIALS: 'Fel användarnamn eller lösenord',
    TOTP_REQUIRED: 'Ange koden från din autentiseringsapp',
    MFA_ENROLMENT_REQUIRED: 'Ta i bruk tvåstegsverifiering i din profil',
    CANNOT_DELETE_SELF: 'Du kan inte ta bort ditt eget användarkonto',
    LAST_ADMIN: 'Den sista administratören kan inte tas bort',
    FORBIDDEN: 'Ingen behörighet',
    REAUTHENTICATION_FAILED: 'Bekräfta din identitet',
    CONFLICT: 'Uppgifterna har ändrats, försök på nytt',
    SLOT_TAKEN: 'Den valda tvättiden hann just bli bokad. Välj en annan tid.',
    BLOCK_OVER_JOBS: 'Det finns bokade jobb under den tid som ska spärras',
    RATE_LIMITED: 'För många förfrågningar, vänta en stund',
    PAYLOAD_TOO_LARGE: 'Förfrågan är för stor',
    UNSUPPORTED_MEDIA_TYPE: 'Förfrågans format godkänns inte',
    SERVICE_UNAVAILABLE: 'Tjänsten är inte tillgänglig just nu',
    INTERNAL: 'Hoppsan! Något oväntat hände...',
    ACTION_NOT_ALLOWED: 'Det här kan inte göras med beställningen i dess nuvarande läge',
    LATE_CANCELLATION:
      'Om du avbokar nu debiteras en avgift, som visas på beställningssidan. Bekräfta att du godkänner den.',
    LATE_CHANGE:
      'Det är mindre än 5 vardagar till jobbet: tiden kan nu ändras endast genom att ringa oss.',
    BEFORE_JOB_DAY:
      'Jobbets dag har inte börjat ännu: jobbet kan inte påbörjas eller markeras som utfört.',
    PHOTO_LIMIT_REACHED: 'Ett jobb kan ha högst 10 bilder',
    ORDER_KEPT:
      'Beställningen kan inte tas bort eftersom den har en betalning, ett utfört jobb eller har förts till affärssystemet: makulera den i stället.',
    NOTHING_OWED: 'Beställningen har ingen obetald faktura',
  },
};
