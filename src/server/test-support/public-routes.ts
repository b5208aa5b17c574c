import type { Route } from './route-table';

/**
 * The routes open without a back-office session, each with the reason (decision 017). A new
 * customer (public) endpoint goes on this list; a new back-office endpoint needs nothing here:
 * it uses `requireStaff` (src/server/plugins/authenticate.ts) and gets a line in the role table
 * (src/contracts/access.ts). auth.guard.test.ts and auth.roles.test.ts read it.
 */
export const publicRoutes: [RegExp, string][] = [
  [/^(GET|HEAD) \/api\/health$/, 'health check for the load balancer'],
  [/^(GET|HEAD) \/api\/docs(\/.*)?$/, 'OpenAPI browser, only outside production'],
  [/^(GET|HEAD) \/api\/counter\/:counterId$/, 'prices of the customer calculator'],
  [/^(GET|HEAD) \/api\/notification$/, 'banners shown to customers'],
  [/^(GET|HEAD) \/api\/shop-info$/, "the seller's facts every customer page must show"],
  [
    /^(GET|HEAD) \/api\/shop-info\/(logo|logo\.png|favicon\.png|apple-touch-icon\.png)$/,
    "the company's logo and icons every page and mail shows",
  ],
  [/^POST \/api\/discount\/validate$/, 'customer checks a campaign code'],
  [
    /^(GET|HEAD|POST) \/api\/manage\/:token(\/(cancel|reschedule|confirm|skip|calendar\.ics|receipt\.pdf|payment))?$/,
    "customer's own order page: the unguessable token from the confirmation mail is the key",
  ],
  [/^(GET|HEAD) \/api\/calendar\/validatePostalcode\/:postalCode$/, 'customer postal code check'],
  [
    /^(GET|HEAD) \/api\/calendar\/validateAndGetAvailableDays\/:postalCode\/:washingTime$/,
    'customer picks a day',
  ],
  [
    /^(GET|HEAD) \/api\/calendar\/freeStarts\/:postalCode\/:washingTime\/:date$/,
    'customer picks a start on the chosen day',
  ],
  [/^POST \/api\/order$/, 'customer places an order'],
  [/^POST \/api\/mallorder$/, 'a shopping centre places a package order'],
  [
    /^(GET|HEAD) \/api\/order\/payment\/:reference$/,
    'customer reads the payment state of an order by its unguessable reference',
  ],
  [/^POST \/api\/payment(\/update|\/success)?$/, 'customer pays; the return from the provider'],
  [/^(GET|HEAD) \/api\/payment\/callback$/, "the payment provider's server-to-server callback"],
  [
    /^(GET|HEAD|POST) \/api\/payment-simulator(\/.*)?$/,
    'the local Paytrail stand-in (its own HMAC), mounted only with PAYMENT_PROVIDER=simulator',
  ],
  [/^POST \/api\/auth\/login$/, 'checks credentials itself'],
  [/^(GET|HEAD) \/api\/auth\/refresh$/, 'checks the refresh cookie itself'],
  [/^POST \/api\/auth\/logout$/, 'ends whatever session it is given; 204 also without one'],
  [/^(GET|HEAD) \/(?!api\/).*$/, 'the web app and its assets'],
  [/^(GET|HEAD) \*$/, "the pages' catch-all: their language redirects, also without the web app"],
  [
    /^PUT \/api\/integrations\/kbot\/calendars\/:calendarId\/blocks$/,
    'the external booking system: its own bearer token (KBOT_TOKEN), 404 when unset',
  ],
  [
    /^(GET|HEAD) \/api\/calendar-feed\/:washerId\/:secret$/,
    "a washer's phone calendar: the unguessable secret in the address is the key",
  ],
];

export const isPublic = (r: Route) => publicRoutes.some(([re]) => re.test(`${r.method} ${r.path}`));

/** Parameters get an id no row has (the answer is then 400 or 404, past the guard). */
export const concrete = (path: string) =>
  path.replace(/:\w+(\|:\w+)*/g, '999999').replace(/\*$/, 'x');
