import { loadList, schoolPath } from './client';
import { normalizeTestimonial } from './normalize';

export const getTestimonials = () => loadList(schoolPath('Testimonials'), 'testimonials', normalizeTestimonial);
