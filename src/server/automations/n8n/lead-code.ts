/**
 * The lead generator workflow's Code nodes (JavaScript run by n8n). The request is the payload of
 * docs/product.md#submit-payloads; the maps search is Google Places Text Search (New); the answer is
 * `{summary, leads}` with the field names of docs/product.md#leads. Tests run this code with sample
 * inputs.
 */

/** The maps search endpoint the HTTP Request node calls (one POST per keyword). */
export const PLACES_SEARCH_URL = 'https://places.googleapis.com/v1/places:searchText';

/** The fields the search returns (Places API field mask). */
export const PLACES_FIELD_MASK = [
  'places.displayName',
  'places.formattedAddress',
  'places.addressComponents',
  'places.nationalPhoneNumber',
  'places.websiteUri',
  'places.rating',
  'places.userRatingCount',
  'places.businessStatus',
].join(',');

/** "Search queries": one item per keyword, or one `test` item for Copydesk's Test action. */
export const SEARCH_QUERIES_CODE = `const body = $input.first().json.body || {};
const callback = body.callback && body.callback.url ? body.callback : null;
if (body.action === 'test') return [{ json: { action: 'test' } }];
const search = (body.formData && body.formData.searchConfig) || {};
const keywords = (Array.isArray(search.keywords) ? search.keywords : [])
  .map((k) => String(k).trim())
  .filter(Boolean);
const location = search.location || {};
const center = String(location.center || '').trim();
// This template searches Google Maps (Places). Yelp and ThomasNet need a search node of their own.
return keywords.map((keyword) => ({
  json: {
    action: 'generate',
    keyword,
    textQuery: center ? keyword + ' in ' + center : keyword,
    radiusMiles: Number(location.radiusMiles) || 25,
    callback,
  },
}));
`;

/** "Score leads": merges the search results, scores them with scoringConfig, counts them. */
export const SCORE_LEADS_CODE = `const request = $('Webhook').first().json.body || {};
const scoring = (request.formData && request.formData.scoringConfig) || {};
const weight = (v) => (Number.isFinite(Number(v)) && v !== '' && v !== null ? Number(v) : 20);
const weights = {
  reviews: weight(scoring.reviewsWeight),
  emailType: weight(scoring.emailTypeWeight),
  website: weight(scoring.websiteWeight),
  language: weight(scoring.languageWeight),
  verified: weight(scoring.verifiedWeight),
};
const established = scoring.businessType === 'established-businesses';
const FREE_MAIL = /@(gmail|yahoo|hotmail|outlook|aol|icloud|proton(mail)?)\\./i;

function cityOf(place) {
  const parts = Array.isArray(place.addressComponents) ? place.addressComponents : [];
  const locality = parts.find((p) => Array.isArray(p.types) && p.types.includes('locality'));
  if (locality) return locality.longText || locality.shortText || '';
  const address = String(place.formattedAddress || '').split(',').map((s) => s.trim());
  return address.length >= 3 ? address[address.length - 3] : address[0] || '';
}

function score(lead, place) {
  const reviews = lead.reviewCount;
  const ratingFactor = lead.rating ? lead.rating / 5 : 0.6;
  // Solo operators: few reviews is the profile sought; established businesses: many.
  const reviewFactor = established
    ? Math.min(1, reviews / 300) * ratingFactor
    : (reviews <= 40 ? 1 - reviews / 80 : 0.3) * ratingFactor;
  const emailFactor = lead.email
    ? FREE_MAIL.test(lead.email) ? 0.6 : 1
    : lead.website ? 0.5 : 0;
  const language = String((place.displayName && place.displayName.languageCode) || '');
  const factors = [
    [reviewFactor, weights.reviews],
    [emailFactor, weights.emailType],
    [lead.website ? 1 : 0.2, weights.website],
    [language ? (/^en/i.test(language) ? 1 : 0.3) : 0.7, weights.language],
    [place.businessStatus === 'OPERATIONAL' ? 1 : 0.4, weights.verified],
  ];
  const total = factors.reduce((sum, [, w]) => sum + w, 0);
  if (!total) return 50;
  return Math.round((100 * factors.reduce((sum, [f, w]) => sum + f * w, 0)) / total);
}

const seen = new Set();
const leads = [];
for (const input of $input.all()) {
  for (const place of (input.json && input.json.places) || []) {
    const name = String((place.displayName && place.displayName.text) || place.name || '').trim();
    const phone = String(place.nationalPhoneNumber || place.internationalPhoneNumber || '');
    const key = (name + '|' + phone).toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    const lead = {
      name,
      phone,
      email: String(place.email || ''),
      website: String(place.websiteUri || ''),
      city: cityOf(place),
      reviewCount: Number(place.userRatingCount) || 0,
      rating: Number(place.rating) || 0,
    };
    lead.score = score(lead, place);
    lead.status = lead.score >= 70 ? 'qualified' : lead.score >= 45 ? 'maybe' : 'unlikely';
    leads.push(lead);
  }
}
leads.sort((a, b) => b.score - a.score);
const count = (status) => leads.filter((l) => l.status === status).length;
return [
  {
    json: {
      summary: {
        total: leads.length,
        qualified: count('qualified'),
        maybe: count('maybe'),
        unlikely: count('unlikely'),
      },
      leads,
    },
  },
];
`;
