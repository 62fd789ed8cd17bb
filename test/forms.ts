/** A complete, valid admission enquiry as the browser posts it; tests change one field at a time. */
export const VALID_ENQUIRY = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  messageTitle: 'Admission for Class 1',
  message: 'Please share the admission process.',
  date: '2019-04-12',
  gender: 'Female',
  location: 'Little Stars Nursery',
  address: 'Little Stars',
  class: 'Class 1',
};
