/**
 * Finnish texts of the validation messages. This catalog defines the message keys:
 * every schema names its rules by key, and messages-en.ts must cover the same keys.
 * The admin texts are quoted from the specification.
 */
export const fiMessages = {
  // Customer contact form (customer spec section 5).
  'validation.name_too_short': 'Nimi on liian lyhyt',
  'validation.name_too_long': 'Nimi on liian pitkä',
  'validation.name_first_and_last': 'Anna etu- ja sukunimi',
  'validation.required': 'Pakollinen tieto',
  'validation.washer_unknown': 'Pesijää ei löydy',
  'validation.invalid_value': 'Anna kelvollinen arvo',
  'validation.phone_invalid': 'Anna kelvollinen puhelinnumero',
  'validation.phone_too_long': 'Puhelinnumero on liian pitkä',
  'validation.email_too_long': 'Sähköpostiosoite on liian pitkä',
  'validation.email_invalid': 'Sähköpostiosoite ei ole kelvollinen',
  'validation.postal_code_digits': 'Postinumerossa saa olla vain numeroita (5 kpl)',
  'validation.company_name_too_long': 'Yrityksen nimi on liian pitkä',
  'validation.vat_invalid': 'Anna kelvollinen Y-tunnus (muotoa 1234567-8)',
  'validation.einvoice_address_invalid': 'Anna kelvollinen verkkolaskuosoite',
  'validation.operator_id_invalid': 'Anna kelvollinen välittäjätunnus',
  'validation.billing_name_too_short': 'Laskutusnimi on liian lyhyt',
  'validation.billing_postal_code_digits':
    'Laskutusosoitteen postinumerossa saa olla vain numeroita (5 kpl)',
  'validation.street_address_too_short': 'Katuosoite on liian lyhyt',
  'validation.city_too_short': 'Postitoimipaikka on liian lyhyt',
  'validation.message_too_long': 'Viesti on liian pitkä',
  'validation.terms_required': 'Hyväksy tilausehdot',
  'validation.einvoice_requires_company': 'Verkkolasku on mahdollinen vain yritysasiakkaille',
  'validation.order_empty': 'Valitse vähintään yksi pestävä kohde',
  'validation.code_not_usable': 'Kampanjakoodi ei ole enää voimassa: poista se ja tarkista hinta',
  'validation.unpaid_orders_per_email':
    'Tällä sähköpostiosoitteella on jo monta maksamatonta tilausta: yritä huomenna uudelleen tai ota yhteyttä meihin',
  'validation.signature_invalid': 'Maksun tiedot eivät ole aitoja',
  'validation.payment_mismatch': 'Maksun tiedot eivät vastaa tilausta',
  // Numbers, money, dates.
  'validation.not_a_number': 'Arvon tulee olla numero',
  'validation.not_integer': 'Arvon tulee olla kokonaisluku',
  'validation.negative': 'Arvo ei voi olla negatiivinen',
  'validation.too_large': 'Arvo on liian suuri',
  'validation.discount_over_minimum': 'Alennus ei voi olla suurempi kuin vähimmäishinta',
  'validation.search_too_short': 'Kirjoita vähintään 3 merkkiä',
  'validation.washer_required': 'Valitse pesijä',
  'validation.must_be_positive': 'Arvon tulee olla suurempi kuin 0',
  'validation.must_be_positive_euros': 'Oltava enemmän kuin 0e',
  'validation.too_many_decimals': 'Enintään kaksi desimaalia',
  'validation.percent_out_of_range': 'Arvon tulee olla enemmän kuin 0 ja enintään 100',
  'validation.percent_exclusive_range': 'Arvon tulee olla enemmän kuin 0 ja vähemmän kuin 100',
  'validation.date_invalid': 'Anna päivämäärä muodossa VVVV-KK-PP',
  'validation.month_invalid': 'Anna kuukausi muodossa VVVV-KK',
  'validation.datetime_invalid': 'Anna ajankohta aikavyöhykkeen kanssa (ISO 8601)',
  'validation.time_invalid': 'Anna kellonaika muodossa TT:MM',
  'validation.end_before_start': 'Päättymisajan tulee olla alkamisajan jälkeen',
  'validation.date_range_invalid': 'Loppupäivä ei voi olla ennen alkupäivää',
  'validation.day_not_available': 'Valitse päivä vapaiden pesuaikojen joukosta',
  'validation.cleaner_not_serving': 'Valittu pesijä ei palvele antamaasi postinumeroa',
  // Back office (admin spec section 5).
  'validation.title_required': 'Otsikko on pakollinen tieto',
  'validation.title_eng_required': 'Title is required',
  'validation.code_too_short': 'Koodi on liian lyhyt',
  'validation.code_too_long': 'Koodi saa sisältää enintään 12 merkkiä',
  'validation.passwords_must_match': 'Salasanojen täytyy täsmätä',
  'validation.password_too_short': 'Salasanan on oltava vähintään 8 merkkiä',
  'validation.password_too_long': 'Salasana on liian pitkä',
  'validation.email_taken': 'Sähköpostiosoite on jo käytössä',
  'validation.totp_code_format': 'Anna 6-numeroinen koodi',
  'validation.totp_code_wrong': 'Koodi ei kelpaa: tarkista se todennussovelluksesta',
  'validation.text_too_long': 'Teksti on liian pitkä',
  'validation.control_characters': 'Tekstissä on merkkejä, joita ei voi tallentaa',
  'validation.current_password_required': 'Anna oma nykyinen salasanasi',
  'validation.current_password_wrong': 'Nykyinen salasana on väärin',
  'validation.totp_code_required': 'Anna todennussovelluksen 6-numeroinen koodi',
  'validation.url_invalid': 'Anna kelvollinen verkko-osoite',
  // discounts (admin spec section 5)
  'validation.code_characters': 'Koodissa saa olla vain kirjaimia, numeroita, - ja _',
  'validation.code_taken': 'Koodi on jo käytössä',
  // settings (admin spec sections 3-5: postal areas and washers)
  'validation.duplicate': 'Sama arvo on jo listalla',
  'validation.name_taken': 'Nimi on jo käytössä',
  'validation.postal_code_unknown': 'Tuntematon postinumero',
  'validation.postal_area_unknown': 'Tuntematon postinumeroalue',
  'validation.maintainer_unknown': 'Valitse ylläpitäjä ehdotuksista',
  'validation.maintainer_taken': 'Tällä ylläpitäjällä on jo pesijä',
  'validation.row_changed': 'Rivi on poistettu tai muuttunut: lataa sivu uudelleen',
  'validation.washer_has_users':
    'Pesijällä on käyttäjätunnus: poista se tai vaihda sen rooli ensin',
  'validation.washer_has_bookings':
    'Pesijällä on tulevia varauksia: siirrä tai peru ne ennen pesijän poistamista',
  'validation.postal_area_in_use':
    'Postinumeroalue on pesijöiden käytössä: poista se ensin pesijöiltä',
  // counter (admin spec sections 3 and 5: window images)
  'validation.image_type': 'Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva',
  'validation.image_too_large': 'Kuva on liian suuri: enintään 300 kt',
  'validation.image_unsafe': 'SVG-kuvassa ei saa olla skriptejä eikä ulkoisia viittauksia',
  // The company's logo (issue 26, decision 077).
  'validation.logo_type': 'Logon tulee olla SVG- tai PNG-kuva',
  'validation.logo_too_large': 'Logo on liian suuri: enintään 512 kt',
  'validation.logo_too_many_pixels': 'Logo on liian suuri: enintään 25 megapikseliä',
  'validation.saved_meanwhile': 'Joku muu tallensi tämän välillä: lataa sivu uudelleen',
  // consumer information (issue 15 point 4, decision 050)
  'validation.early_start_required':
    'Pesupäivä on 14 päivän peruuttamisajan sisällä: pyydä työn aloittamista peruuttamisaikana tai valitse myöhäisempi päivä',
  // Start grid and travel buffer (decision 051).
  'validation.time_taken': 'Valittu aloitusaika ehdittiin varata: valitse toinen aika',
  'validation.time_off_grid': 'Valitse aloitusaika tarjotuista ajoista',
  'validation.travel_minutes_range': 'Anna siirtymäaika 0–240 minuuttia',
  // Payment terms and the reminder fee (decision 062).
  'validation.payment_terms_days_range': 'Anna maksuaika 1–365 päivää',
  'validation.reminder_fee_range': 'Anna muistutusmaksu 0–1000 €',
  'validation.start_grid_choice': 'Valitse aloitusväli: 5, 10, 15, 20, 30 tai 60 minuuttia',
  // The washer's day (issue 23, decision 058).
  'validation.date_too_early': 'Valitse päivä enintään 7 päivän takaa',
  'validation.date_range_too_long': 'Valitse enintään 31 päivää',
  // The money apart from the job (issue 24).
  'validation.amount_over_due': 'Summa on suurempi kuin maksamatta oleva osuus',
  'validation.amount_over_paid': 'Summa on suurempi kuin maksettu määrä',
  // Reports (issue 24).
  'validation.period_reversed': 'Alkupäivä ei voi olla loppupäivän jälkeen',
  'validation.period_too_long': 'Valitse enintään 3 vuoden jakso',
} as const;

export type MessageKey = keyof typeof fiMessages;
