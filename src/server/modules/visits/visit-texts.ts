import type { Language } from '#contracts/messages.ts';

/** The texts of the scheduler's mails (decision 053), in the customer's languages. */
export const visitMailTexts = {
  fi: {
    reminderSubject: 'Muistutus: ikkunanpesu {date} klo {time}',
    reminder: 'Muistutamme, että ikkunanpesusi on {date} alkaen klo {time} osoitteessa {address}.',
    note: 'Viestisi pesijälle (esim. ovikoodi): {note}',
    reminderChange:
      'Jos aika ei enää sovi, ota yhteyttä asiakaspalveluumme: siirto ja peruutus ovat nyt maksullisia tilausehtojen mukaan.',
    proposalSubject: 'Seuraava ikkunanpesusi: ehdotus {date}',
    proposal:
      'Tilauksesi toistuu {months} kuukauden välein. Varasimme sinulle seuraavan pesun samalta pesijältä: {date} alkaen klo {time}, hinta {price}.',
    proposalHold:
      'Vahvista aika yhdellä napsautuksella tilauksesi sivulla; siellä voit myös siirtää käynnin tai ohittaa sen. Vahvistamaton aika vapautuu {expires}.',
    proposalLink: 'Vahvista, siirrä tai ohita käynti: {url}',
    skippedSubject: 'Ohitit ikkunanpesun {date}',
    skipped:
      'Ohitit ikkunanpesun {date}, ja aika on vapautettu. Ehdotamme seuraavaa käyntiä taas {months} kuukauden kuluttua.',
    expiredSubject: 'Ehdottamamme ikkunanpesuaika {date} vapautui',
    expired:
      'Et vahvistanut ehdottamaamme aikaa {date}, joten se on vapautettu. Voit tilata uuden pesun sivuiltamme milloin tahansa.',
  },
  en: {
    reminderSubject: 'Reminder: window cleaning on {date} at {time}',
    reminder:
      'This is a reminder that your window cleaning is on {date} starting at {time} at {address}.',
    note: 'Your note for the window cleaner (e.g. door code): {note}',
    reminderChange:
      'If the time no longer suits you, please contact our customer service: under the terms of order a move or cancellation is now charged.',
    proposalSubject: 'Your next window cleaning: proposed for {date}',
    proposal:
      'Your order recurs every {months} months. We have reserved your next cleaning with the same window cleaner: {date} starting at {time}, price {price}.',
    proposalHold:
      'Confirm the time with one click on your order page, where you can also move or skip the visit. An unconfirmed time is released on {expires}.',
    proposalLink: 'Confirm, move or skip the visit: {url}',
    skippedSubject: 'You skipped the window cleaning on {date}',
    skipped:
      'You skipped the window cleaning on {date}, and the time has been released. We will propose the next visit again in {months} months.',
    expiredSubject: 'The window cleaning time we proposed for {date} has been released',
    expired:
      'You did not confirm the time we proposed for {date}, so it has been released. You can order a new cleaning on our site at any time.',
  },
  sv: {
    reminderSubject: 'Påminnelse: fönstertvätt {date} kl. {time}',
    reminder:
      'Vi påminner om att din fönstertvätt är {date} från kl. {time} på adressen {address}.',
    note: 'Ditt meddelande till fönstertvättaren (t.ex. portkod): {note}',
    reminderChange:
      'Om tiden inte längre passar, kontakta vår kundtjänst: enligt beställningsvillkoren kostar en flytt eller avbokning nu en avgift.',
    proposalSubject: 'Din nästa fönstertvätt: förslag {date}',
    proposal:
      'Din beställning upprepas med {months} månaders mellanrum. Vi har reserverat nästa tvätt åt dig hos samma fönstertvättare: {date} från kl. {time}, pris {price}.',
    proposalHold:
      'Bekräfta tiden med ett klick på din beställningssida; där kan du också flytta besöket eller hoppa över det. En obekräftad tid frigörs {expires}.',
    proposalLink: 'Bekräfta, flytta eller hoppa över besöket: {url}',
    skippedSubject: 'Du hoppade över fönstertvätten {date}',
    skipped:
      'Du hoppade över fönstertvätten {date}, och tiden har frigjorts. Vi föreslår nästa besök igen om {months} månader.',
    expiredSubject: 'Tiden för fönstertvätt som vi föreslog {date} har frigjorts',
    expired:
      'Du bekräftade inte tiden vi föreslog {date}, så den har frigjorts. Du kan när som helst beställa en ny tvätt på vår webbplats.',
  },
} as const satisfies Record<Language, unknown>;
