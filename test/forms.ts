import validEnquiry from './valid-enquiry.json' with { type: 'json' };

/** A complete, valid admission enquiry as the browser posts it; tests change one field at a time. */
export const VALID_ENQUIRY = validEnquiry;
