import { CONTACT_TYPES, DEFAULT_CONTACT_TYPE, missingContactFields } from './contact-form';

describe('the contact form', () => {
  it('preselects the spec default type', () => {
    expect(CONTACT_TYPES[0]).toBe('General question/inquiry');
    expect(DEFAULT_CONTACT_TYPE).toBe('General question/inquiry');
  });

  it('names every required field left empty, in form order', () => {
    expect(missingContactFields({ name: ' ', email: '', type: DEFAULT_CONTACT_TYPE, message: 'Hi' })).toEqual(['name', 'email']);
    expect(missingContactFields({ name: 'Ysra', email: 'y@example.test', type: DEFAULT_CONTACT_TYPE, message: 'Hi' })).toEqual([]);
  });
});
