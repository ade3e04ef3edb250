/** Bot user agents get no error page. */
export function isBot(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse-ci|headlesschrome-bot|mediapartners/i.test(
    userAgent,
  );
}
